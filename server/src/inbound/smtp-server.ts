import { readFile } from 'node:fs/promises';
import { format } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerError, type SMTPServerSession } from 'smtp-server';
import type { SmtpSettings } from '../config';
import { raceSignal } from '../enrichment/race-signal';
import type { Envelope, InboundStore } from './inbound-store';

export type SmtpLogger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export type SmtpListener = {
  /** The port it listens on (the one chosen when the settings said 0 in tests). */
  port: number;
  /** Stops accepting, lets transactions under way finish (at most `closeTimeoutMs`), then closes the rest with 421. */
  close(): Promise<void>;
};

export type StartSmtpServerOptions = {
  /** Where accepted mail goes; `250` is answered only once it has stored the message. */
  store: InboundStore;
  settings: SmtpSettings;
  logger: SmtpLogger;
  /** The name the server greets with; the machine's host name unless set. */
  name?: string;
};

/** Raised where start-up cannot go on for a reason the operator fixes in the settings; the message names the setting. */
export class SmtpStartError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SmtpStartError';
  }
}

/** An SMTP reply the client gets instead of the default for the command. */
function reply(responseCode: number, message: string): SMTPServerError {
  return Object.assign(new Error(message), { responseCode });
}

/** What a failure of ours is answered: a temporary error, so the sending server keeps the message and tries again. */
const TRY_LATER = 'Temporary local problem, please try again later';

async function readPem(file: string, setting: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw new SmtpStartError(`${setting}: cannot read ${file} (${why})`, { cause: error });
  }
}

/** The envelope the store gets: addresses in lower case, the null sender `<>` as null. */
function envelopeOf(session: SMTPServerSession): Envelope {
  const { mailFrom, rcptTo } = session.envelope;
  return {
    source: 'smtp',
    mailFrom: mailFrom && mailFrom.address ? mailFrom.address : null,
    recipients: rcptTo.map((recipient) => recipient.address.toLowerCase()),
    remoteAddress: session.remoteAddress || null,
  };
}

/**
 * Starts the SMTP listener mail for the tracked inboxes arrives on. It takes mail only for inboxes
 * the store accepts (never an open relay), holds every client to the limits of the settings, and
 * answers `250` only once the store has durably kept the message: a store that fails or is too
 * slow gets the sender a 4xx, so the sender retries and nothing acknowledged is ever lost.
 */
export async function startSmtpServer({ store, settings, logger, name }: StartSmtpServerOptions): Promise<SmtpListener> {
  const tls = settings.tls
    ? {
        cert: await readPem(settings.tls.certFile, 'TRACKER_SMTP_TLS_CERT'),
        key: await readPem(settings.tls.keyFile, 'TRACKER_SMTP_TLS_KEY'),
      }
    : undefined;
  const connectionsFrom = new Map<string, number>();
  /** Sessions counted in `connectionsFrom` (a refused one never was). */
  const counted = new Map<string, string>();
  const commands = new Map<string, number>();
  /** Bytes of messages in memory, read or being stored, across every connection. */
  let buffered = 0;
  /** Stores under way, which closing waits for so the database is not closed beneath them. */
  const storing = new Set<Promise<unknown>>();

  const withinTime = <T>(work: Promise<T>): Promise<T> => raceSignal(work, AbortSignal.timeout(settings.storeTimeoutMs));

  /** smtp-server logs each command with its connection's id before it runs it: the one place every command passes. */
  const onCommand = (connectionId: string) => {
    const count = (commands.get(connectionId) ?? 0) + 1;
    commands.set(connectionId, count);
    if (count !== settings.maxCommands + 1) return;
    // After the command's own reply, so the client reads a clear reason rather than a broken pipe.
    setImmediate(() => {
      for (const connection of server.connections) {
        if (connection.id !== connectionId) continue;
        logger.info({ smtp: connectionId, remoteAddress: connection.remoteAddress }, 'SMTP client closed: too many commands');
        connection.send(421, `Too many commands in one connection (at most ${settings.maxCommands}), closing`);
        connection.close();
      }
    });
  };

  const libraryLog =
    (level: 'debug' | 'warn') =>
    (entry: { tnx?: string; cid?: string }, message: string, ...args: unknown[]) => {
      if (entry.tnx === 'command' && entry.cid) onCommand(entry.cid);
      if (level === 'warn') logger.warn({ smtp: entry.cid }, format(message, ...args));
    };

  const server = new SMTPServer({
    name,
    banner: 'Tracker console inbound mail',
    size: settings.maxMessageBytes,
    // A message past SIZE is answered 552 whatever onData does; onData stops keeping its bytes.
    rejectOversized: true,
    maxRecipients: settings.maxRecipients,
    maxClients: settings.maxConnections,
    socketTimeout: settings.socketTimeoutMs,
    closeTimeout: settings.closeTimeoutMs,
    useProxy: settings.proxy,
    // Inbound mail is not authenticated by login: whoever sends it, it is kept only for our inboxes.
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    authOptional: true,
    ...(tls ?? {}),
    hideENHANCEDSTATUSCODES: false,
    // A reverse lookup per connection would make every sender wait on DNS for a name nobody reads.
    disableReverseLookup: true,
    logger: {
      trace: () => undefined,
      debug: libraryLog('debug'),
      info: libraryLog('debug'),
      warn: libraryLog('warn'),
      error: libraryLog('warn'),
      fatal: libraryLog('warn'),
    } as never,

    onConnect(session, callback) {
      const address = session.remoteAddress;
      const open = connectionsFrom.get(address) ?? 0;
      if (open >= settings.maxConnectionsPerAddress) {
        logger.info({ remoteAddress: address }, 'SMTP connection refused: too many from one address');
        callback(reply(421, `Too many connections from ${address}, try again later`));
        return;
      }
      connectionsFrom.set(address, open + 1);
      counted.set(session.id, address);
      callback();
    },

    onClose(session) {
      commands.delete(session.id);
      const address = counted.get(session.id);
      if (address === undefined) return;
      counted.delete(session.id);
      const open = (connectionsFrom.get(address) ?? 1) - 1;
      if (open > 0) connectionsFrom.set(address, open);
      else connectionsFrom.delete(address);
    },

    onRcptTo(address, session, callback) {
      const recipient = address.address.toLowerCase();
      withinTime(store.acceptsRecipient(recipient)).then(
        (accepted) => callback(accepted ? undefined : reply(550, `No such inbox here: ${recipient}`)),
        (error: unknown) => {
          logger.error({ err: error, smtp: session.id }, 'SMTP: checking a recipient failed');
          callback(reply(451, TRY_LATER));
        },
      );
    },

    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      /** Bytes of this message counted against `maxBufferedBytes` until the store is done with them. */
      let held = 0;
      let overBudget = false;
      let answered = false;
      const release = () => {
        buffered -= held;
        held = 0;
      };
      const answer: typeof callback = (error, message) => {
        if (answered) return;
        answered = true;
        release();
        callback(error, message);
      };
      stream.on('data', (chunk: Buffer) => {
        // Past the size limit the rest is read and dropped: the reply is 552 whatever happens.
        if (stream.sizeExceeded || overBudget) return;
        if (buffered + chunk.length > settings.maxBufferedBytes) {
          // Every connection's messages are in memory until stored: past the budget this one waits for a retry.
          overBudget = true;
          chunks.length = 0;
          release();
          return;
        }
        chunks.push(chunk);
        held += chunk.length;
        buffered += chunk.length;
      });
      stream.once('error', (error) => {
        logger.warn({ err: error, smtp: session.id }, 'SMTP: reading a message failed');
        answer(reply(451, TRY_LATER));
      });
      stream.once('end', () => {
        if (stream.sizeExceeded) {
          answer(reply(552, `Message exceeds the maximum size of ${settings.maxMessageBytes} bytes`));
          return;
        }
        if (overBudget) {
          logger.warn(
            { smtp: session.id, maxBufferedBytes: settings.maxBufferedBytes },
            'SMTP: too much mail in memory; the sender was told to retry',
          );
          answer(reply(451, 'Too much mail arriving at once, please try again later'));
          return;
        }
        const raw = Buffer.concat(chunks);
        chunks.length = 0;
        const envelope = envelopeOf(session);
        const stored = withinTime(store.store(raw, envelope));
        storing.add(stored);
        stored.then(
          (messages) => {
            storing.delete(stored);
            logger.info(
              { smtp: session.id, remoteAddress: envelope.remoteAddress, bytes: raw.length, messages: messages.map((m) => m.id) },
              'SMTP message stored',
            );
            answer(null, `Stored as ${messages.map((m) => m.id).join(', ') || 'nothing new'}`);
          },
          (error: unknown) => {
            storing.delete(stored);
            logger.error({ err: error, smtp: session.id }, 'SMTP: storing a message failed; the sender was told to retry');
            answer(reply(451, TRY_LATER));
          },
        );
      });
    },
  });

  server.on('error', (error) => logger.warn({ err: error }, 'SMTP connection error'));

  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const where = `${settings.host}:${settings.port}`;
      if (error.code === 'EADDRINUSE')
        reject(
          new SmtpStartError(
            `TRACKER_SMTP_PORT: port ${settings.port} (${where}) is already in use: stop what holds it, set TRACKER_SMTP_PORT to another port, or 0 to turn the SMTP listener off`,
            { cause: error },
          ),
        );
      else if (error.code === 'EACCES')
        reject(
          new SmtpStartError(
            `TRACKER_SMTP_PORT: this process may not listen on ${where} (ports below 1024 need privileges): use a higher port and forward 25 to it`,
            { cause: error },
          ),
        );
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        reject(new SmtpStartError(`TRACKER_SMTP_HOST: ${settings.host} is not an address of this machine`, { cause: error }));
      else reject(error);
    };
    server.server.once('error', onError);
    server.listen(settings.port, settings.host, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;

  let closed: Promise<void> | undefined;
  return {
    port,
    close() {
      closed ??= new Promise<void>((resolve) => server.close(() => resolve())).then(async () => {
        await Promise.allSettled([...storing]);
      });
      return closed;
    },
  };
}

// `npm run bench -- --smtp`: the SMTP listener under the load issue 23 sets (10 senders, realistic
// 30–80 KB HTML messages, for N seconds): messages answered 250 per second, and the time from the
// end of DATA (the lone dot sent) to the reply, p50/p95/max.
//
//   npm run bench -w @tracker/server -- --smtp                       (a listener in this process, on an in-memory store)
//   npm run bench -w @tracker/server -- --smtp --smtp-port 2525 --to juniper.42@inbox.tracker.example,...
//                                                                     (a running server; --to names inboxes it has)
//   options: --smtp-host 127.0.0.1  --seconds 60  --senders 10  --from news@brand.example
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../src/config';
import { startSmtpServer, type SmtpListener } from '../../src/inbound/smtp-server';
import type { InboundStore } from '../../src/inbound/inbound-store';
import { openSmtpDialogue, type SmtpDialogue } from '../../src/testing/smtp-dialogue';
import { benchMessage } from './bench-messages';

const DEFAULT_INBOXES = ['bench.1@inbox.tracker.example', 'bench.2@mail.tracker.example', 'bench.3@news.tracker.example'];

type Tally = {
  accepted: number;
  temporary: number;
  permanent: number;
  broken: number;
  /** Connections the server closed with 421 (its limit of commands per connection): the sender reconnects, as a mail server would. */
  closed: number;
  endOfData: number[];
  bytes: number;
  firstFailure?: string;
};

function options() {
  const { values } = parseArgs({
    options: {
      smtp: { type: 'boolean' },
      'smtp-host': { type: 'string', default: '127.0.0.1' },
      'smtp-port': { type: 'string' },
      to: { type: 'string' },
      from: { type: 'string', default: 'news@brand.example' },
      seconds: { type: 'string', default: '60' },
      senders: { type: 'string', default: '10' },
    },
  });
  const whole = (name: 'seconds' | 'senders', text: string, max: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > max)
      throw new Error(`--${name} takes a whole number from 1 to ${max}, not "${text}"`);
    return value;
  };
  const port = values['smtp-port'] === undefined ? undefined : Number(values['smtp-port']);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
    throw new Error(`--smtp-port takes a port number, not "${values['smtp-port']}"`);
  const to = values.to
    ?.split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (port !== undefined && !to?.length) throw new Error('--smtp-port needs --to: inboxes that server takes mail for, comma-separated');
  return {
    host: values['smtp-host'],
    port,
    to: to?.length ? to : DEFAULT_INBOXES,
    from: values.from,
    seconds: whole('seconds', values.seconds, 3600),
    senders: whole('senders', values.senders, 100),
  };
}

/** Takes mail for the given inboxes and keeps none of it: a minute of mail would not fit in memory. */
function countingStore(inboxes: readonly string[]): InboundStore {
  const known = new Set(inboxes.map((inbox) => inbox.toLowerCase()));
  let nextId = 1;
  return {
    acceptsRecipient: async (address) => known.has(address),
    store: async (_raw, envelope) => envelope.recipients.map((recipient) => ({ id: nextId++, recipient, duplicate: false })),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One sender: a connection that sends messages one after another until the deadline, reconnecting if the server closes it. */
async function sender(
  id: number,
  target: { host: string; port: number },
  run: { to: string[]; from: string; runId: string; deadline: number; next: () => number },
  tally: Tally,
): Promise<void> {
  let dialogue: SmtpDialogue | undefined;
  /** A reply that is not the one hoped for; a 421 closes the connection and the sender opens another. */
  const fail = (reply: string) => {
    if (reply.startsWith('421')) {
      tally.closed++;
      dialogue?.close();
      dialogue = undefined;
      return;
    }
    if (reply.startsWith('4')) tally.temporary++;
    else tally.permanent++;
    tally.firstFailure ??= reply;
  };
  while (performance.now() < run.deadline) {
    try {
      if (!dialogue) {
        dialogue = await openSmtpDialogue(target.port, { host: target.host });
        if (!dialogue.greeting.startsWith('220')) throw new Error(dialogue.greeting);
        await dialogue.send(`EHLO sender-${id}.bench.example`);
      }
      const n = run.next();
      const to = run.to[n % run.to.length]!;
      const mail = await dialogue.send(`MAIL FROM:<${run.from}>`);
      if (!mail.startsWith('250')) {
        fail(mail);
        await dialogue?.send('RSET');
        continue;
      }
      const rcpt = await dialogue.send(`RCPT TO:<${to}>`);
      if (!rcpt.startsWith('250')) {
        fail(rcpt);
        await dialogue?.send('RSET');
        continue;
      }
      const data = await dialogue.send('DATA');
      if (!data.startsWith('354')) {
        fail(data);
        continue;
      }
      const message = benchMessage(n, run.from, to, run.runId);
      dialogue.write(message.subarray(0, message.length - 3));
      const start = performance.now();
      dialogue.write(message.subarray(message.length - 3));
      const reply = await dialogue.next();
      if (reply.startsWith('250')) {
        tally.endOfData.push(performance.now() - start);
        tally.accepted++;
        tally.bytes += message.length;
      } else fail(reply);
    } catch (error) {
      tally.broken++;
      tally.firstFailure ??= error instanceof Error ? error.message : String(error);
      dialogue?.close();
      dialogue = undefined;
    }
  }
  if (dialogue) {
    await dialogue.send('QUIT').catch(() => undefined);
    dialogue.close();
  }
}

export async function runSmtpBench(): Promise<void> {
  const opts = options();
  let listener: SmtpListener | undefined;
  let target = { host: opts.host, port: opts.port ?? 0 };
  if (opts.port === undefined) {
    // The listener alone: what it costs to take a message, before any database or asset store.
    const settings = loadConfig({ TRACKER_SMTP_HOST: '127.0.0.1' }).smtp!;
    const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
    listener = await startSmtpServer({
      store: countingStore(opts.to),
      settings: { ...settings, port: 0, maxConnectionsPerAddress: Math.max(settings.maxConnectionsPerAddress, opts.senders) },
      logger: silent,
    });
    target = { host: '127.0.0.1', port: listener.port };
  }
  const where = listener ? `a listener in this process on a store that keeps nothing` : `${target.host}:${target.port}`;
  console.error(`SMTP: ${opts.senders} senders for ${opts.seconds} s against ${where}...`);
  const tally: Tally = { accepted: 0, temporary: 0, permanent: 0, broken: 0, closed: 0, endOfData: [], bytes: 0 };
  let sent = 0;
  const started = performance.now();
  const run = {
    to: opts.to,
    from: opts.from,
    runId: randomUUID().slice(0, 8),
    deadline: started + opts.seconds * 1000,
    next: () => sent++,
  };
  try {
    await Promise.all(Array.from({ length: opts.senders }, (_, id) => sender(id, target, run, tally)));
  } finally {
    await listener?.close();
  }
  const wall = (performance.now() - started) / 1000;
  const sorted = [...tally.endOfData].sort((a, b) => a - b);
  const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
  console.log(
    `\nSMTP against ${where}: ${opts.senders} senders, ${wall.toFixed(1)} s, messages of 30–80 KB (${(tally.bytes / Math.max(1, tally.accepted) / 1024).toFixed(0)} KB on average)`,
  );
  console.log(
    '| accepted | messages/s | end of DATA to 250 p50 ms | p95 ms | max ms | other 4xx | 5xx | closed by the server (421) | broken connections |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${tally.accepted} | ${(tally.accepted / wall).toFixed(1)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(sorted.at(-1) ?? Number.NaN)} | ${tally.temporary} | ${tally.permanent} | ${tally.closed} | ${tally.broken} |`,
  );
  if (tally.firstFailure) console.log(`First failure: ${tally.firstFailure}`);
}

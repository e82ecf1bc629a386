import net from 'node:net';

export type SmtpDialogue = {
  /** The server's first reply (the greeting, or a refusal). */
  greeting: string;
  /** Sends one line (CRLF added) and resolves with the whole reply, all its lines. */
  send(line: string): Promise<string>;
  /** Sends raw bytes without waiting for a reply. */
  write(bytes: string | Buffer): void;
  /** The next reply, for one the server sends on its own. */
  next(): Promise<string>;
  /** Resolves once the server has closed the connection. */
  ended: Promise<void>;
  close(): void;
};

/**
 * A hand-driven SMTP client over a plain socket, for what a well-behaved client library never does:
 * too many commands, too many connections, a PROXY header, a message that does not declare its size.
 */
export async function openSmtpDialogue(port: number, options: { host?: string; before?: string } = {}): Promise<SmtpDialogue> {
  const socket = net.connect({ host: options.host ?? '127.0.0.1', port });
  socket.setTimeout(10_000, () => socket.destroy(new Error('SMTP test dialogue timed out')));
  let buffer = '';
  const replies: string[] = [];
  const waiting: Array<(reply: string) => void> = [];
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.on('data', (data: Buffer) => {
    buffer += data.toString('latin1');
    // A reply ends on its line whose code is followed by a space (or nothing).
    for (let match = /^(\d{3})(?: [^\r\n]*)?\r\n/m.exec(buffer); match; match = /^(\d{3})(?: [^\r\n]*)?\r\n/m.exec(buffer)) {
      const end = match.index + match[0].length;
      const reply = buffer.slice(0, end).trimEnd();
      buffer = buffer.slice(end);
      const waiter = waiting.shift();
      if (waiter) waiter(reply);
      else replies.push(reply);
    }
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const ready = replies.shift();
      if (ready !== undefined) resolve(ready);
      else {
        waiting.push(resolve);
        void ended.then(() => reject(new Error(`connection closed before a reply (unread: ${JSON.stringify(buffer)})`)));
      }
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  if (options.before) socket.write(options.before);
  const greeting = await next();
  return {
    greeting,
    send(line) {
      socket.write(`${line}\r\n`);
      return next();
    },
    write: (bytes) => socket.write(bytes),
    next,
    ended,
    close: () => socket.destroy(),
  };
}

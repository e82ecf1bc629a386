import net from 'node:net';

/** How long each SMTP reply may take before the dialogue gives up. */
const REPLY_TIMEOUT_MS = 10_000;

/**
 * Sends one raw message over plain SMTP to `127.0.0.1:port` (EHLO, MAIL FROM, RCPT TO, DATA) as a
 * sending server would, and answers the reply to the message's end of data.
 */
export async function sendSmtp(port: number, { from, to, raw }: { from: string; to: string; raw: string }): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  socket.setTimeout(REPLY_TIMEOUT_MS, () => socket.destroy(new Error('The SMTP server did not answer in time')));
  let buffer = '';
  let waiting: { resolve: (reply: string) => void; reject: (error: Error) => void } | undefined;
  socket.on('data', (chunk) => {
    buffer += chunk.toString();
    // A reply ends with a line whose code is followed by a space (not a dash).
    const end = /^(\d{3}) [^\r\n]*\r\n/m.exec(buffer);
    if (end && waiting) {
      const reply = buffer.slice(0, end.index + end[0].length);
      buffer = buffer.slice(end.index + end[0].length);
      waiting.resolve(reply.trim());
      waiting = undefined;
    }
  });
  socket.on('error', (error) => waiting?.reject(error));
  const reply = () => new Promise<string>((resolve, reject) => (waiting = { resolve, reject }));
  const say = async (line: string, expected: RegExp) => {
    const answer = reply();
    socket.write(`${line}\r\n`);
    const text = await answer;
    if (!expected.test(text)) throw new Error(`${line.split(' ')[0]} was answered: ${text}`);
    return text;
  };
  try {
    const greeting = await reply();
    if (!/^220/.test(greeting)) throw new Error(`The SMTP server greeted: ${greeting}`);
    await say('EHLO sender.test', /^250/m);
    await say(`MAIL FROM:<${from}>`, /^250/);
    await say(`RCPT TO:<${to}>`, /^250/);
    await say('DATA', /^354/);
    // Dot-stuffing: a line starting with a dot gets another.
    const body = raw.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    const accepted = await say(`${body.endsWith('\r\n') ? body : `${body}\r\n`}.`, /^250/);
    await say('QUIT', /^221/);
    return accepted;
  } finally {
    socket.destroy();
  }
}

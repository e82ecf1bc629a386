import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';

/** The demo's sample message: a welcome mail from a brand to a demo registration's inbox. */
const SAMPLE_MESSAGE_FILE = fileURLToPath(new URL('./demo/sample-message.eml', import.meta.url));
/** The demo inbox the sample is addressed to (its To header). */
export const SAMPLE_INBOX = 'jordan.johansson1001@inbox.tracker.example';

/** Sends the sample message over SMTP to the listener at `host:port`, for `to`; answers the server's reply. */
export async function sendSampleMessage(host: string, port: number, to: string = SAMPLE_INBOX): Promise<string> {
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  });
  try {
    const info = await transport.sendMail({
      raw: readFileSync(SAMPLE_MESSAGE_FILE),
      envelope: { from: 'news@juniper-co.example', to },
    });
    return info.response;
  } finally {
    transport.close();
  }
}

// `npm run send-test-mail`: to the running `npm start` (TRACKER_SMTP_HOST and TRACKER_SMTP_PORT as it has them).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const host = process.env.TRACKER_SMTP_HOST || 'localhost';
  const port = Number(process.env.TRACKER_SMTP_PORT || 2525);
  sendSampleMessage(host, port).then(
    (reply) => {
      process.stdout.write(`Sent the sample message to ${SAMPLE_INBOX} over SMTP on ${host}:${port}: ${reply}\n`);
      process.stdout.write('It appears on that inbox registration in the console within seconds.\n');
    },
    (error: unknown) => {
      process.stderr.write(
        `Could not send the sample message to ${host}:${port}: ${error instanceof Error ? error.message : String(error)}\n` +
          'Is the server running (npm start) with its SMTP listener on (TRACKER_SMTP_PORT)?\n',
      );
      process.exit(1);
    },
  );
}

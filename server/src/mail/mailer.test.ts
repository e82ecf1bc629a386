import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

function recordingLogger() {
  const lines: unknown[][] = [];
  const record = (...args: unknown[]) => lines.push(args);
  const log = { info: record, warn: record } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('mailer', () => {
  const message = { to: 'ada@example.com', subject: 'Reset', text: 'http://localhost/reset-password?token=abc' };

  it('logs the message, link included, in development when SMTP is not configured', async () => {
    const { log, lines } = recordingLogger();

    await createMailer({ smtpUrl: undefined, smtpFrom: 'x@example.com', nodeEnv: 'development' }, log).send(message);

    expect(JSON.stringify(lines)).toContain('reset-password?token=abc');
  });

  it('outside development logs that a mail was due, without its link, and how to configure SMTP', async () => {
    const { log, lines } = recordingLogger();

    await createMailer({ smtpUrl: undefined, smtpFrom: 'x@example.com', nodeEnv: 'production' }, log).send(message);

    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('token=abc');
    expect(logged).toContain('Reset for ada@example.com');
    expect(logged).toContain('set SMTP_URL');
  });

  it('sends over SMTP when configured, failing loudly when the server cannot be reached', async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', smtpFrom: 'x@example.com', nodeEnv: 'production' }, log);

    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
    expect(lines).toEqual([]);
    mailer.close();
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

function recordingLogger() {
  const infos: unknown[][] = [];
  const log = { info: (...args: unknown[]) => infos.push(args) } as unknown as FastifyBaseLogger;
  return { log, infos };
}

describe('mailer', () => {
  const message = { to: 'ada@example.com', subject: 'Reset', text: 'http://localhost/reset-password?token=abc' };

  it('logs the message, link included, when SMTP is not configured', async () => {
    const { log, infos } = recordingLogger();

    await createMailer({ smtpUrl: undefined, smtpFrom: 'x@example.com' }, log).send(message);

    expect(JSON.stringify(infos)).toContain('reset-password?token=abc');
  });

  it('sends over SMTP when configured, failing loudly when the server cannot be reached', async () => {
    const { log, infos } = recordingLogger();
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', smtpFrom: 'x@example.com' }, log);

    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
    expect(infos).toEqual([]);
    mailer.close();
  });
});

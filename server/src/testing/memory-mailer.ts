import type { MailMessage, Mailer } from '../mail/mailer';

export type MemoryMailer = Mailer & { readonly sent: MailMessage[] };

/** A mailer that keeps messages in memory, for tests. */
export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
}

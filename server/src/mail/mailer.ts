import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
};

/** Sends mail. Services depend on this, not on SMTP, so tests can capture what would be sent. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailerConfig = {
  smtpUrl: string | undefined;
  smtpFrom: string;
};

/** SMTP through nodemailer when `smtpUrl` is set; otherwise the message goes to the log, so a
 * console without mail set up still lets an operator hand out a reset link. */
export function createMailer(config: MailerConfig, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(message) {
        log.info({ mail: message }, `Mail not sent (SMTP_URL is unset): ${message.subject} for ${message.to}\n${message.text}`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.smtpFrom, ...message });
    },
    close() {
      transport.close();
    },
  };
}

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
  /** NODE_ENV: only `development` may write a message's text (and so its link) to the log. */
  nodeEnv: string;
};

const CONFIGURE_SMTP = 'set SMTP_URL (smtp://user:password@host:587) and SMTP_FROM to send it';

/**
 * SMTP through nodemailer when `smtpUrl` is set. Otherwise the log says a mail was due: in
 * development with its text, so a developer can follow a reset link locally; anywhere else without
 * it, as a reset link in the log would let whoever reads the log take the account.
 */
export function createMailer(config: MailerConfig, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    const development = config.nodeEnv === 'development';
    return {
      async send(message) {
        if (development) {
          log.info({ mail: message }, `Mail not sent (SMTP_URL is unset): ${message.subject} for ${message.to}\n${message.text}`);
        } else {
          log.warn(
            { mail: { to: message.to, subject: message.subject } },
            `Mail not sent (SMTP_URL is unset): ${message.subject} for ${message.to}; ${CONFIGURE_SMTP}`,
          );
        }
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

import { PASSWORD_RESET_TTL_MINUTES } from '@tracker/core';
import type { MailMessage } from './mailer';

/** The password reset message with its single-use link. */
export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Tracker console password',
    text: [
      'Someone asked to reset the password of your Tracker console account.',
      '',
      `Choose a new password here (the link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes):`,
      link,
      '',
      'If it was not you, ignore this message; your password stays as it is.',
    ].join('\n'),
  };
}

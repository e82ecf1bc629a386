import type { MailMessage } from './mailer';

/** The invitation to join a team, with the link carrying its guid. */
export function teamInvitationMail(to: string, teamName: string, link: string): MailMessage {
  return {
    to,
    subject: `You are invited to join ${teamName} on Tracker`,
    text: [
      `You have been invited to join the team ${teamName} on Tracker.`,
      '',
      'Accept the invitation here:',
      link,
      '',
      'If you did not expect this invitation, ignore this message.',
    ].join('\n'),
  };
}

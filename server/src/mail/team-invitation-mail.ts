import { INVITATION_GUID_PLACEHOLDER } from '../config';
import type { MailMessage } from './mailer';

/** The link to accept an invitation: the configured template with the guid in place of `{guid}`. */
export function invitationLink(template: string, guid: string): string {
  return template.replaceAll(INVITATION_GUID_PLACEHOLDER, encodeURIComponent(guid));
}

/**
 * The invitation to join a team, with the link that accepts it. Without a link (no customer-facing
 * app configured) it says so instead of pointing somewhere that cannot accept it.
 */
export function teamInvitationMail(to: string, teamName: string, link: string | undefined): MailMessage {
  return {
    to,
    subject: `You are invited to join ${teamName} on Tracker`,
    text: [
      `You have been invited to join the team ${teamName} on Tracker.`,
      '',
      ...(link ? ['Accept the invitation here:', link] : ['Ask the person who invited you how to accept it.']),
      '',
      'If you did not expect this invitation, ignore this message.',
    ].join('\n'),
  };
}

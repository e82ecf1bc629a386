import { randomUUID } from 'node:crypto';
import {
  EMAIL_MISMATCH_MESSAGE,
  emailConfirmed,
  isInvitable,
  looksLikeEmail,
  nextMemberStatus,
  type InvitationCreate,
  type InvitationUpdate,
  type TeamInvitationDocument,
  type TeamMemberDocument,
} from '@tracker/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { notFound } from '../../errors/not-found';
import { orNotFound } from '../../errors/or-not-found';
import { invitationLink, teamInvitationMail } from '../../mail/team-invitation-mail';
import type { InvitationRow } from '../../repositories/teams-repository';
import { invitationResource } from '../../resources/team-resource';
import type { AuditContext } from '../audit-service';
import { newUserValues } from '../users/new-user-values';
import { checkMemberChange } from './team-member-checks';
import type { TeamAccess } from './team-access';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'mailer' | 'log' | 'invitationUrl'> & {
  access: TeamAccess;
};
type MemberDocument = z.input<typeof TeamMemberDocument>;
type InvitationDocument = z.input<typeof TeamInvitationDocument>;

/** A team's invitations: sent (and mailed), edited, resent, canceled, and accepted by their invitee. */
export function createTeamInvitationsService({ db, clock, repositories, mailer, log, invitationUrl, access }: Dependencies) {
  const teams = repositories.teams;
  const accounts = repositories.userAccounts;
  const { lockTeam, memberDocument, record } = access;

  async function requirePendingInvitation(teamId: number, id: number, tx: Executor): Promise<InvitationRow> {
    const invitation = orNotFound(await teams.findInvitation(teamId, id, tx), 'invitation', id, { parameter: 'id' });
    if (invitation.status !== 'pending')
      throw new AppError('conflict', `This invitation was already ${invitation.status}.`, { parameter: 'id' });
    return invitation;
  }

  /** Refuses an email to invite unless it is an address no user has (spec section 5). */
  async function requireInvitable(email: string, tx: Executor): Promise<void> {
    if (!looksLikeEmail(email)) throw new AppError('invalid_input', 'Enter an email address to invite.', { pointer: '/email' });
    const existing = await accounts.findByEmail(email, tx);
    if (!isInvitable(email, existing !== null)) {
      throw new AppError('invalid_input', `A user already has the email ${email}: add them as a member instead.`, { pointer: '/email' });
    }
  }

  /** Mails an invitation after its transaction committed; a mail failure is logged, not the caller's. */
  function mailInvitation(invitation: InvitationRow, teamName: string): void {
    // Only configuration builds the link, never a request: its Host header is the caller's to choose.
    const link = invitationUrl === undefined ? undefined : invitationLink(invitationUrl, invitation.guid);
    mailer.send(teamInvitationMail(invitation.email, teamName, link)).catch((error: unknown) => {
      log.error({ err: error, invitationId: invitation.id }, 'Could not send the team invitation mail');
    });
  }

  return {
    /** Invites an address no user has, and mails the invitation (spec section 5; role member by default). */
    async invite(id: number, input: InvitationCreate, context: AuditContext): Promise<InvitationDocument> {
      const { invitation, teamName } = await db.transaction(async (tx) => {
        const team = await lockTeam(id, tx);
        const email = input.email.toLowerCase();
        await requireInvitable(email, tx);
        if (await teams.findPendingInvitationFor(id, email, tx))
          throw new AppError('conflict', `${email} is already invited to ${team.name}.`, { pointer: '/email' });
        checkMemberChange(team, await teams.counts(id, tx), undefined, { addsMember: true, addsActive: false }, email, input);
        const created = await teams.insertInvitation(
          { teamId: id, guid: randomUUID(), email, role: input.role, invitedById: context.actorId, sentAt: clock.now() },
          tx,
        );
        await record(context, 'team.invite', id, null, invitationResource(created), tx);
        return { invitation: created, teamName: team.name };
      });
      mailInvitation(invitation, teamName);
      return { data: invitationResource(invitation), meta: { message: 'Invitation sent!' } };
    },

    async updateInvitation(id: number, invitationId: number, input: InvitationUpdate, context: AuditContext): Promise<InvitationDocument> {
      return db.transaction(async (tx) => {
        await lockTeam(id, tx);
        const invitation = await requirePendingInvitation(id, invitationId, tx);
        if (input.email && input.email !== invitation.email.toLowerCase()) {
          await requireInvitable(input.email, tx);
          if (await teams.findPendingInvitationFor(id, input.email, tx))
            throw new AppError('conflict', `${input.email} is already invited.`, { pointer: '/email' });
        }
        const updated = await teams.updateInvitation(invitationId, { role: input.role, email: input.email }, tx);
        await record(context, 'team.update_invitation', id, invitationResource(invitation), invitationResource(updated), tx);
        return { data: invitationResource(updated) };
      });
    },

    async resendInvitation(id: number, invitationId: number, context: AuditContext): Promise<InvitationDocument> {
      const { invitation, teamName } = await db.transaction(async (tx) => {
        const team = await lockTeam(id, tx);
        await requirePendingInvitation(id, invitationId, tx);
        const updated = await teams.updateInvitation(invitationId, { sentAt: clock.now() }, tx);
        await record(context, 'team.resend_invitation', id, null, invitationResource(updated), tx);
        return { invitation: updated, teamName: team.name };
      });
      mailInvitation(invitation, teamName);
      return { data: invitationResource(invitation), meta: { message: 'Invitation resent!' } };
    },

    /** Cancels a pending invitation once the caller typed its exact email. */
    async cancelInvitation(
      id: number,
      invitationId: number,
      confirmEmail: string | undefined,
      context: AuditContext,
    ): Promise<InvitationDocument> {
      return db.transaction(async (tx) => {
        await lockTeam(id, tx);
        const invitation = await requirePendingInvitation(id, invitationId, tx);
        if (!emailConfirmed(confirmEmail, invitation.email))
          throw new AppError('invalid_input', EMAIL_MISMATCH_MESSAGE, { parameter: 'confirm_email' });
        const canceled = await teams.updateInvitation(invitationId, { status: 'canceled' }, tx);
        await record(context, 'team.cancel_invitation', id, invitationResource(invitation), invitationResource(canceled), tx);
        return { data: invitationResource(canceled) };
      });
    },

    /** Accepts an invitation for its invitee: the user (created with the new-user defaults when missing) becomes an active member. */
    async accept(guid: string, confirmOverLimit: boolean | undefined, context: AuditContext): Promise<MemberDocument> {
      return db.transaction(async (tx) => {
        const found = await teams.findInvitationByGuid(guid, tx);
        if (!found) throw notFound('invitation', guid, { parameter: 'guid' });
        const team = await lockTeam(found.teamId, tx);
        const invitation = await requirePendingInvitation(team.id, found.id, tx);
        const user =
          (await accounts.findByEmail(invitation.email, tx)) ??
          (await accounts.insert({ ...newUserValues(clock.now()), email: invitation.email }, tx));
        const member = await teams.findMember(team.id, user.id, tx);
        // The pending invitation already counts among the members; accepting it adds an active one.
        checkMemberChange(
          team,
          await teams.counts(team.id, tx),
          undefined,
          { addsMember: false, addsActive: member?.member.status !== 'active' },
          user.email,
          { confirm_over_limit: confirmOverLimit },
        );
        if (member) {
          await teams.updateMember(team.id, user.id, { status: nextMemberStatus('activate', member.member.status)! }, tx);
        } else {
          await teams.insertMember({ teamId: team.id, userId: user.id, email: user.email, role: invitation.role, status: 'active' }, tx);
        }
        const accepted = await teams.updateInvitation(invitation.id, { status: 'accepted', acceptedAt: clock.now() }, tx);
        const after = await memberDocument(team.id, user.id, tx);
        await record(
          context,
          'team.accept_invitation',
          team.id,
          invitationResource(invitation),
          { invitation: invitationResource(accepted), member: after.data },
          tx,
        );
        return after;
      });
    },
  };
}

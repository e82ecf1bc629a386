import { randomUUID } from 'node:crypto';
import {
  EMAIL_MISMATCH_MESSAGE,
  emailConfirmed,
  isInvitable,
  looksLikeEmail,
  NEW_TEAM_PLAN_ID,
  nextMemberStatus,
  teamTrialEnd,
  type ChangeOwner,
  type Confirmations,
  type InvitationCreate,
  type InvitationUpdate,
  type ManualSubscription,
  type MemberStatus,
  type Team,
  type TeamCreate,
  type TeamDocument,
  type TeamInvitationDocument,
  type TeamListQuery,
  type TeamMemberAdd,
  type TeamMemberDocument,
  type TeamMemberList,
  type TeamMemberUpdate,
  type TeamUpdate,
} from '@tracker/core';
import type { z } from 'zod';
import { BillingError } from '../../billing';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { notFound, type IdSource } from '../../errors/not-found';
import { orNotFound } from '../../errors/or-not-found';
import { listPage, type ListPage } from '../../lists/list-page';
import { invitationLink, teamInvitationMail } from '../../mail/team-invitation-mail';
import type { InvitationRow, MemberWithUser, TeamRow } from '../../repositories/teams-repository';
import { invitationResource, teamMemberResource, teamResource } from '../../resources/team-resource';
import type { AuditContext } from '../audit-service';
import { newUserValues } from '../users/new-user-values';
import { checkMemberChange } from './team-member-checks';
import type { AuditAction } from '../../db/audit-vocabulary';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit' | 'mailer' | 'log' | 'billing' | 'invitationUrl'>;
type Document = z.input<typeof TeamDocument>;
type MemberDocument = z.input<typeof TeamMemberDocument>;
type InvitationDocument = z.input<typeof TeamInvitationDocument>;

const TEAM_ID = { parameter: 'team_id' };

export function createTeamsService({ db, clock, repositories, audit, mailer, log, billing, invitationUrl }: Dependencies) {
  const teams = repositories.teams;
  const accounts = repositories.userAccounts;

  async function document(id: number, tx: Executor = db): Promise<Document> {
    const team = orNotFound(await teams.findWithRelations(id, tx), 'team', id, TEAM_ID);
    const subscriptions = await teams.subscriptionsOf([id], tx);
    return { data: teamResource(team, subscriptions.get(id)) };
  }

  async function lockTeam(id: number, tx: Executor, source: IdSource = TEAM_ID): Promise<TeamRow> {
    return orNotFound(await teams.lock(id, tx), 'team', id, source);
  }

  async function requireMember(teamId: number, userId: number, tx: Executor): Promise<MemberWithUser> {
    const member = await teams.findMember(teamId, userId, tx);
    if (!member) throw new AppError('not_found', `User ${userId} is not a member of team ${teamId}.`, { parameter: 'user_id' });
    return member;
  }

  async function memberDocument(teamId: number, userId: number, tx: Executor): Promise<MemberDocument> {
    return { data: teamMemberResource(await requireMember(teamId, userId, tx)) };
  }

  async function requirePendingInvitation(teamId: number, id: number, tx: Executor): Promise<InvitationRow> {
    const invitation = orNotFound(await teams.findInvitation(teamId, id, tx), 'invitation', id, { parameter: 'id' });
    if (invitation.status !== 'pending') throw new AppError('conflict', `This invitation was already ${invitation.status}.`, { parameter: 'id' });
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

  /** Moves a member to a status, with the confirmations limits and automatic billing need. */
  async function setStatus(team: TeamRow, member: MemberWithUser, status: MemberStatus, confirmations: Confirmations, tx: Executor): Promise<void> {
    const from = member.member.status;
    if (from === status) return;
    const subscription = (await teams.subscriptionsOf([team.id], tx)).get(team.id);
    checkMemberChange(
      team,
      await teams.counts(team.id, tx),
      subscription,
      { addsMember: from === 'archived', addsActive: status === 'active' },
      member.member.email,
      confirmations,
    );
    await teams.updateMember(team.id, member.member.userId, { status }, tx);
  }

  async function record(context: AuditContext, action: AuditAction, teamId: number, before: unknown, after: unknown, tx: Executor): Promise<void> {
    await audit.record(context, { action, resourceType: 'teams', resourceId: teamId, before, after }, tx);
  }

  return {
    document,

    async list(query: TeamListQuery): Promise<ListPage<Team>> {
      return listPage(
        query,
        (window) => teams.page(query, window),
        async (rows) => {
          const subscriptions = await teams.subscriptionsOf(rows.map((r) => r.team.id));
          return rows.map((r) => teamResource(r, subscriptions.get(r.team.id)));
        },
      );
    },

    /** A new team on a one-month trial; its owner, when named, is its active owner member. */
    async create(input: TeamCreate, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const owner = input.owner_email ? await accounts.findByEmail(input.owner_email, tx) : null;
        if (input.owner_email && !owner) throw new AppError('invalid_input', `No user has the email ${input.owner_email}.`, { pointer: '/owner_email' });
        const team = await teams.insert(
          { name: input.name, memberLimit: input.member_limit, activeMembersLimit: input.active_members_limit, ownerId: owner?.id ?? null },
          tx,
        );
        if (owner) await teams.insertMember({ teamId: team.id, userId: owner.id, email: owner.email, role: 'owner', status: 'active' }, tx);
        const trialEnd = teamTrialEnd(clock.now());
        await teams.insertSubscription(
          { teamId: team.id, planId: NEW_TEAM_PLAN_ID, planVersion: 'v3', accountStatus: 'trialing', currentPeriodEndAt: trialEnd, trialEndsAt: trialEnd },
          tx,
        );
        const created = await document(team.id, tx);
        await record(context, 'team.create', team.id, null, created.data, tx);
        return created;
      });
    },

    async update(id: number, input: TeamUpdate, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        await lockTeam(id, tx);
        const before = await document(id, tx);
        await teams.update(id, { name: input.name, memberLimit: input.member_limit, activeMembersLimit: input.active_members_limit }, tx);
        const after = await document(id, tx);
        await record(context, 'team.update', id, before.data, after.data, tx);
        return after;
      });
    },

    async members(id: number, page: { page: number; size: number }): Promise<z.input<typeof TeamMemberList>> {
      orNotFound(await teams.findById(id), 'team', id, TEAM_ID);
      const [members, invitations] = await Promise.all([
        listPage(page, (window) => teams.membersPage(id, window), (rows) => rows.map(teamMemberResource)),
        teams.pendingInvitations(id),
      ]);
      return { data: members.data, included: invitations.map(invitationResource), meta: members.meta };
    },

    async addMember(id: number, input: TeamMemberAdd, context: AuditContext): Promise<MemberDocument> {
      return db.transaction(async (tx) => {
        const team = await lockTeam(id, tx);
        const user = await accounts.findByEmail(input.email, tx);
        if (!user) throw new AppError('invalid_input', `No user has the email ${input.email}: invite them instead.`, { pointer: '/email' });
        if (await teams.findMember(id, user.id, tx)) throw new AppError('conflict', `${user.email} is already a member of ${team.name}.`, { pointer: '/email' });
        const subscription = (await teams.subscriptionsOf([id], tx)).get(id);
        checkMemberChange(
          team,
          await teams.counts(id, tx),
          subscription,
          { addsMember: input.status !== 'archived', addsActive: input.status === 'active' },
          user.email,
          input,
        );
        await teams.insertMember({ teamId: id, userId: user.id, email: user.email, role: input.role, status: input.status }, tx);
        await teams.update(id, {}, tx);
        const added = await memberDocument(id, user.id, tx);
        await record(context, 'team.add_member', id, null, added.data, tx);
        return added;
      });
    },

    /** Edits a member's role or status directly; making one active counts against the limits. */
    async updateMember(id: number, userId: number, input: TeamMemberUpdate, context: AuditContext): Promise<MemberDocument> {
      return db.transaction(async (tx) => {
        const team = await lockTeam(id, tx);
        const member = await requireMember(id, userId, tx);
        if (input.status) await setStatus(team, member, input.status, input, tx);
        if (input.role) await teams.updateMember(id, userId, { role: input.role }, tx);
        const after = await memberDocument(id, userId, tx);
        await record(context, 'team.update_member', id, teamMemberResource(member), after.data, tx);
        return after;
      });
    },

    async activateMember(id: number, userId: number, confirmations: Confirmations, context: AuditContext): Promise<MemberDocument> {
      return db.transaction(async (tx) => {
        const team = await lockTeam(id, tx);
        const member = await requireMember(id, userId, tx);
        await setStatus(team, member, nextMemberStatus('activate', member.member.status)!, confirmations, tx);
        const after = await memberDocument(id, userId, tx);
        await record(context, 'team.activate_member', id, teamMemberResource(member), after.data, tx);
        return after;
      });
    },

    async archiveMember(id: number, userId: number, context: AuditContext): Promise<MemberDocument> {
      return db.transaction(async (tx) => {
        await lockTeam(id, tx);
        const member = await requireMember(id, userId, tx);
        const next = nextMemberStatus('archive', member.member.status);
        if (!next) throw new AppError('conflict', `Only an active member can be archived; ${member.member.email} is ${member.member.status}.`, { parameter: 'user_id' });
        await teams.updateMember(id, userId, { status: next }, tx);
        const after = await memberDocument(id, userId, tx);
        await record(context, 'team.archive_member', id, teamMemberResource(member), after.data, tx);
        return after;
      });
    },

    /** Removes a member once the caller typed its exact email; the owner stays until the owner changes. */
    async destroyMember(id: number, userId: number, confirmEmail: string | undefined, context: AuditContext): Promise<void> {
      await db.transaction(async (tx) => {
        const team = await lockTeam(id, tx);
        const member = await requireMember(id, userId, tx);
        if (!emailConfirmed(confirmEmail, member.member.email)) throw new AppError('invalid_input', EMAIL_MISMATCH_MESSAGE, { parameter: 'confirm_email' });
        if (team.ownerId === userId) throw new AppError('conflict', `${member.member.email} owns ${team.name}: change the owner first.`, { parameter: 'user_id' });
        await teams.deleteMember(id, userId, tx);
        await teams.update(id, {}, tx);
        await record(context, 'team.destroy_member', id, teamMemberResource(member), null, tx);
      });
    },

    /** Invites an address no user has, and mails the invitation (spec section 5; role member by default). */
    async invite(id: number, input: InvitationCreate, context: AuditContext): Promise<InvitationDocument> {
      const { invitation, teamName } = await db.transaction(async (tx) => {
        const team = await lockTeam(id, tx);
        const email = input.email.toLowerCase();
        await requireInvitable(email, tx);
        if (await teams.findPendingInvitationFor(id, email, tx)) throw new AppError('conflict', `${email} is already invited to ${team.name}.`, { pointer: '/email' });
        checkMemberChange(team, await teams.counts(id, tx), undefined, { addsMember: true, addsActive: false }, email, input);
        const created = await teams.insertInvitation({ teamId: id, guid: randomUUID(), email, role: input.role, invitedById: context.actorId, sentAt: clock.now() }, tx);
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
          if (await teams.findPendingInvitationFor(id, input.email, tx)) throw new AppError('conflict', `${input.email} is already invited.`, { pointer: '/email' });
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
    async cancelInvitation(id: number, invitationId: number, confirmEmail: string | undefined, context: AuditContext): Promise<InvitationDocument> {
      return db.transaction(async (tx) => {
        await lockTeam(id, tx);
        const invitation = await requirePendingInvitation(id, invitationId, tx);
        if (!emailConfirmed(confirmEmail, invitation.email)) throw new AppError('invalid_input', EMAIL_MISMATCH_MESSAGE, { parameter: 'confirm_email' });
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
        const user = (await accounts.findByEmail(invitation.email, tx)) ?? (await accounts.insert({ ...newUserValues(clock.now()), email: invitation.email }, tx));
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
        await record(context, 'team.accept_invitation', team.id, invitationResource(invitation), { invitation: invitationResource(accepted), member: after.data }, tx);
        return after;
      });
    },

    /** Gives the team to another user (spec section 5: the new owner's email and the current owner's id). */
    async changeOwner(id: number, input: ChangeOwner, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const team = await lockTeam(id, tx);
        if (team.ownerId !== null && input.current_owner_id === undefined) {
          throw new AppError('invalid_input', `Give the current owner's id: ${team.name} has an owner.`, { pointer: '/current_owner_id' });
        }
        if (input.current_owner_id !== undefined && team.ownerId !== input.current_owner_id) {
          const holder = team.ownerId === null ? `${team.name} has no owner` : `User ${input.current_owner_id} is not the owner of ${team.name}.`;
          throw new AppError('conflict', team.ownerId === null ? `${holder}: leave out current_owner_id to give it one.` : holder, { pointer: '/current_owner_id' });
        }
        const owner = await accounts.findByEmail(input.email, tx);
        if (!owner) throw new AppError('invalid_input', `No user has the email ${input.email}.`, { pointer: '/email' });
        if (owner.id === team.ownerId) throw new AppError('conflict', `${owner.email} already owns ${team.name}.`, { pointer: '/email' });
        const before = await document(id, tx);
        const member = await teams.findMember(id, owner.id, tx);
        if (member) await teams.updateMember(id, owner.id, { role: 'owner', status: 'active' }, tx);
        else await teams.insertMember({ teamId: id, userId: owner.id, email: owner.email, role: 'owner', status: 'active' }, tx);
        await teams.demoteOwners(id, owner.id, tx);
        await teams.update(id, { ownerId: owner.id }, tx);
        const after = await document(id, tx);
        await record(context, 'team.change_owner', id, before.data, after.data, tx);
        return { ...after, meta: { message: 'Team Owner changed!' } };
      });
    },

    /** Sets a team's subscription by hand, through the billing provider, and records it. */
    async manualSubscription(input: ManualSubscription, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        await lockTeam(input.team_id, tx, { pointer: '/team_id' });
        const current = (await teams.subscriptionsOf([input.team_id], tx)).get(input.team_id);
        const plan = {
          planId: input.plan_id,
          planVersion: input.plan_version,
          accountStatus: input.account_status,
          currentPeriodEndAt: new Date(input.current_period_end_at),
          collectionMethod: input.collection_method,
          stripeSubscriptionId: current?.stripeSubscriptionId ?? null,
        };
        try {
          await billing.applyManualPlan(plan);
        } catch (error) {
          if (error instanceof BillingError) throw new AppError('conflict', error.message, { pointer: '/team_id' });
          throw error;
        }
        const before = await document(input.team_id, tx);
        const values = {
          planId: plan.planId,
          planVersion: plan.planVersion,
          accountStatus: plan.accountStatus,
          currentPeriodEndAt: plan.currentPeriodEndAt,
          collectionMethod: plan.collectionMethod,
          cancelAtPeriodEnd: false,
        };
        if (current) await teams.updateSubscription(current.id, values, tx);
        else await teams.insertSubscription({ ...values, teamId: input.team_id }, tx);
        const after = await document(input.team_id, tx);
        await record(context, 'team.manual_subscription', input.team_id, before.data, { ...after.data, provider: billing.name }, tx);
        return { ...after, meta: { message: 'Subscription saved.' } };
      });
    },
  };
}

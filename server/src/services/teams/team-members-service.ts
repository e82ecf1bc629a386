import {
  EMAIL_MISMATCH_MESSAGE,
  emailConfirmed,
  nextMemberStatus,
  type Confirmations,
  type MemberStatus,
  type TeamMemberAdd,
  type TeamMemberDocument,
  type TeamMemberList,
  type TeamMemberUpdate,
} from '@tracker/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { orNotFound } from '../../errors/or-not-found';
import { listPage } from '../../lists/list-page';
import type { MemberWithUser, TeamRow } from '../../repositories/teams-repository';
import { invitationResource, teamMemberResource } from '../../resources/team-resource';
import type { AuditContext } from '../audit-service';
import { checkMemberChange } from './team-member-checks';
import type { TeamAccess } from './team-access';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'repositories'> & { access: TeamAccess };
type MemberDocument = z.input<typeof TeamMemberDocument>;

const TEAM_ID = { parameter: 'team_id' };

/** A team's members: listed with its pending invitations, added, moved between statuses, removed. */
export function createTeamMembersService({ db, repositories, access }: Dependencies) {
  const teams = repositories.teams;
  const accounts = repositories.userAccounts;
  const { lockTeam, requireMember, memberDocument, record } = access;

  /** Moves a member to a status, with the confirmations limits and automatic billing need. */
  async function setStatus(
    team: TeamRow,
    member: MemberWithUser,
    status: MemberStatus,
    confirmations: Confirmations,
    tx: Executor,
  ): Promise<void> {
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

  return {
    async members(id: number, page: { page: number; size: number }): Promise<z.input<typeof TeamMemberList>> {
      orNotFound(await teams.findById(id), 'team', id, TEAM_ID);
      const [members, invitations] = await Promise.all([
        listPage(
          page,
          (window) => teams.membersPage(id, window),
          (rows) => rows.map(teamMemberResource),
        ),
        teams.pendingInvitations(id),
      ]);
      return { data: members.data, included: invitations.map(invitationResource), meta: members.meta };
    },

    async addMember(id: number, input: TeamMemberAdd, context: AuditContext): Promise<MemberDocument> {
      return db.transaction(async (tx) => {
        const team = await lockTeam(id, tx);
        const user = await accounts.findByEmail(input.email, tx);
        if (!user) throw new AppError('invalid_input', `No user has the email ${input.email}: invite them instead.`, { pointer: '/email' });
        if (await teams.findMember(id, user.id, tx))
          throw new AppError('conflict', `${user.email} is already a member of ${team.name}.`, { pointer: '/email' });
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
        if (!next)
          throw new AppError('conflict', `Only an active member can be archived; ${member.member.email} is ${member.member.status}.`, {
            parameter: 'user_id',
          });
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
        if (!emailConfirmed(confirmEmail, member.member.email))
          throw new AppError('invalid_input', EMAIL_MISMATCH_MESSAGE, { parameter: 'confirm_email' });
        if (team.ownerId === userId)
          throw new AppError('conflict', `${member.member.email} owns ${team.name}: change the owner first.`, { parameter: 'user_id' });
        await teams.deleteMember(id, userId, tx);
        await teams.update(id, {}, tx);
        await record(context, 'team.destroy_member', id, teamMemberResource(member), null, tx);
      });
    },
  };
}

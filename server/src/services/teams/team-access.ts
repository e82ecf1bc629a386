import type { TeamDocument, TeamMemberDocument } from '@tracker/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { IdSource } from '../../errors/not-found';
import { orNotFound } from '../../errors/or-not-found';
import type { MemberWithUser, TeamRow } from '../../repositories/teams-repository';
import { teamMemberResource, teamResource } from '../../resources/team-resource';
import type { AuditContext } from '../audit-service';
import type { AuditAction } from '../../db/audit-vocabulary';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'repositories' | 'audit'>;
type TeamDocumentBody = z.input<typeof TeamDocument>;
type MemberDocument = z.input<typeof TeamMemberDocument>;

const TEAM_ID = { parameter: 'team_id' };

/** What the team, member and invitation services share: a team's document, its lock, a member, the audit entry. */
export function createTeamAccess({ db, repositories, audit }: Dependencies) {
  const teams = repositories.teams;

  async function document(id: number, tx: Executor = db): Promise<TeamDocumentBody> {
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

  async function record(
    context: AuditContext,
    action: AuditAction,
    teamId: number,
    before: unknown,
    after: unknown,
    tx: Executor,
  ): Promise<void> {
    await audit.record(context, { action, resourceId: teamId, before, after }, tx);
  }

  return { document, lockTeam, requireMember, memberDocument, record };
}
export type TeamAccess = ReturnType<typeof createTeamAccess>;

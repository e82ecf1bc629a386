import {
  NEW_TEAM_PLAN_ID,
  teamTrialEnd,
  type ChangeOwner,
  type ManualSubscription,
  type Team,
  type TeamCreate,
  type TeamDocument,
  type TeamListQuery,
  type TeamUpdate,
} from '@tracker/core';
import type { z } from 'zod';
import { BillingError } from '../../billing';
import { AppError } from '../../errors/app-error';
import { listPage, type ListPage } from '../../lists/list-page';
import { teamResource } from '../../resources/team-resource';
import type { AuditContext } from '../audit-service';
import { createTeamAccess } from './team-access';
import { createTeamInvitationsService } from './team-invitations-service';
import { createTeamMembersService } from './team-members-service';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit' | 'mailer' | 'log' | 'billing' | 'invitationUrl'>;
type Document = z.input<typeof TeamDocument>;

/** Teams: listed, created on a trial, renamed, given an owner or a subscription; members and invitations in their own services. */
export function createTeamsService(dependencies: Dependencies) {
  const { db, clock, repositories, billing } = dependencies;
  const teams = repositories.teams;
  const accounts = repositories.userAccounts;
  const access = createTeamAccess(dependencies);
  const { document, lockTeam, record } = access;

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
        if (input.owner_email && !owner)
          throw new AppError('invalid_input', `No user has the email ${input.owner_email}.`, { pointer: '/owner_email' });
        const team = await teams.insert(
          { name: input.name, memberLimit: input.member_limit, activeMembersLimit: input.active_members_limit, ownerId: owner?.id ?? null },
          tx,
        );
        if (owner) await teams.insertMember({ teamId: team.id, userId: owner.id, email: owner.email, role: 'owner', status: 'active' }, tx);
        const trialEnd = teamTrialEnd(clock.now());
        await teams.insertSubscription(
          {
            teamId: team.id,
            planId: NEW_TEAM_PLAN_ID,
            planVersion: 'v3',
            accountStatus: 'trialing',
            currentPeriodEndAt: trialEnd,
            trialEndsAt: trialEnd,
          },
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

    ...createTeamMembersService({ ...dependencies, access }),

    ...createTeamInvitationsService({ ...dependencies, access }),

    /** Gives the team to another user (spec section 5: the new owner's email and the current owner's id). */
    async changeOwner(id: number, input: ChangeOwner, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const team = await lockTeam(id, tx);
        if (team.ownerId !== null && input.current_owner_id === undefined) {
          throw new AppError('invalid_input', `Give the current owner's id: ${team.name} has an owner.`, { pointer: '/current_owner_id' });
        }
        if (input.current_owner_id !== undefined && team.ownerId !== input.current_owner_id) {
          const holder =
            team.ownerId === null ? `${team.name} has no owner` : `User ${input.current_owner_id} is not the owner of ${team.name}.`;
          throw new AppError('conflict', team.ownerId === null ? `${holder}: leave out current_owner_id to give it one.` : holder, {
            pointer: '/current_owner_id',
          });
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

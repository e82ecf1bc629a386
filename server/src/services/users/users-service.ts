import {
  accessEndDate,
  canTrackAnother,
  EMAIL_MISMATCH_MESSAGE,
  EMPTY_EMAIL_SKIPPED_MESSAGE,
  emailConfirmed,
  isSubscriptionCancelable,
  isUserUpdateSkipped,
  type User,
  type UserCreate,
  type UserDocument,
  type UserListQuery,
  type UserUpdate,
} from '@tracker/core';
import type { z } from 'zod';
import { BillingError } from '../../billing';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { IdSource } from '../../errors/not-found';
import { orNotFound } from '../../errors/or-not-found';
import { listPage, type ListPage } from '../../lists/list-page';
import { isUniqueViolation } from '../../repositories/unique-violation';
import type { UserAccountChanges, UserAccountRow } from '../../repositories/user-accounts-repository';
import { userIncluded, userResource } from '../../resources/user-resource';
import type { AuditContext } from '../audit-service';
import { newUserValues } from './new-user-values';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit' | 'billing'>;
type Document = z.input<typeof UserDocument>;

const USER_ID = { parameter: 'id' };
const ACCESS = [
  ['emailsAccess', 'emailsAccessEndAt'],
  ['groupsAccess', 'groupsAccessEndAt'],
  ['technologiesAccess', 'technologiesAccessEndAt'],
] as const;
const POLICIES = [
  ['termsOfService', 'terms_of_service'],
  ['privacyPolicy', 'privacy_policy'],
] as const;

type Editable = Omit<UserUpdate, 'email'> & { email?: string };

export function createUsersService({ db, clock, repositories, audit, billing }: Dependencies) {
  const accounts = repositories.userAccounts;

  async function document(id: number, tx: Executor = db, source: IdSource = USER_ID): Promise<Document> {
    const account = orNotFound(await accounts.findById(id, tx), 'user', id, source);
    const { included, relationships } = userIncluded(await accounts.related(id, tx));
    const data = userResource(account);
    return { data: { ...data, relationships: { ...data.relationships, ...relationships } }, included };
  }

  async function lockUser(id: number, tx: Executor, source: IdSource = USER_ID): Promise<UserAccountRow> {
    return orNotFound(await accounts.lock(id, tx), 'user', id, source);
  }

  /**
   * The column changes an edit makes; toggles measured against the period end it leaves (an ended
   * or missing period gives a turned-on access 3 months from now: core's accessEndDate).
   */
  function changesOf(
    input: Editable,
    current: Pick<UserAccountRow, 'currentPeriodEndAt' | 'emailsAccessEndAt' | 'groupsAccessEndAt' | 'technologiesAccessEndAt'>,
  ): UserAccountChanges {
    const now = clock.now();
    const changes: UserAccountChanges = {
      email: input.email,
      name: input.name,
      companyName: input.companyName,
      userRole: input.userRole,
      archived: input.archived,
      accountStatus: input.accountStatus,
      accessLevel: input.accessLevel,
      type: input.type,
      companiesLimit: input.companiesLimit,
      assignee: input.assignee,
      currentPeriodEndAt: input.currentPeriodEndAt === undefined ? undefined : new Date(input.currentPeriodEndAt),
    };
    const periodEnd = changes.currentPeriodEndAt ?? current.currentPeriodEndAt;
    for (const [toggle, column] of ACCESS) {
      const on = input[toggle];
      if (on !== undefined) changes[column] = accessEndDate(on, now, periodEnd, current[column]);
    }
    return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  }

  async function setPolicies(id: number, input: Editable, tx: Executor): Promise<void> {
    for (const [field, type] of POLICIES) {
      const accepted = input[field];
      if (accepted !== undefined) await accounts.setPolicy(id, type, accepted, tx);
    }
  }

  /**
   * Refuses a change that would leave no active admin (an admin not archived): with none, every call
   * is a 403 and nobody can undo it. `removesAdmin` says whether the change takes `id` out of the
   * admins; the caller has locked the admin rows first (lockActiveAdmins), before its own row.
   */
  function assertAnAdminRemains(id: number, admins: readonly number[], removesAdmin: boolean, what: string): void {
    if (!removesAdmin || !admins.includes(id) || admins.length > 1) return;
    throw new AppError(
      'conflict',
      `This is the last active admin: ${what} would lock everyone out. Make another user an admin first.`,
      USER_ID,
    );
  }

  /** Whether an edit could take a user out of the active admins: the only ones that lock the admin rows. */
  function mayRemoveAdmin(input: Editable): boolean {
    return (input.userRole !== undefined && input.userRole !== 'admin') || input.archived === true;
  }

  function emailTaken(email: string): AppError {
    return new AppError('conflict', `A user already has the email ${email}.`, { pointer: '/email' });
  }

  return {
    document,

    async list(query: UserListQuery): Promise<ListPage<User>> {
      return listPage(
        query,
        (window) => accounts.page(query, window),
        (rows) => rows.map(userResource),
      );
    },

    /** Creates a user with the new-user defaults (spec section 3), then what the input says. */
    async create(input: UserCreate, context: AuditContext): Promise<Document> {
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const defaults = newUserValues(now);
          const changes = changesOf(input, defaults);
          const user = await accounts.insert({ ...defaults, ...changes, email: input.email }, tx);
          await setPolicies(user.id, input, tx);
          return audit.recordCreated(context, { action: 'user.create', resourceId: user.id }, await document(user.id, tx), tx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken(input.email);
        throw error;
      }
    },

    /** Edits a user; an empty email skips the whole update (spec section 5) and the answer says so. */
    async update(id: number, input: UserUpdate, context: AuditContext): Promise<Document> {
      if (isUserUpdateSkipped(input)) {
        const unchanged = await document(id);
        return { ...unchanged, meta: { message: EMPTY_EMAIL_SKIPPED_MESSAGE, skipped: true } };
      }
      try {
        return await db.transaction(async (tx) => {
          // The admin rows first, then the user's own: every demotion takes the locks in one order.
          const admins = mayRemoveAdmin(input) ? await accounts.lockActiveAdmins(tx) : [];
          const current = await lockUser(id, tx);
          const demoting = input.userRole !== undefined && input.userRole !== 'admin';
          assertAnAdminRemains(id, admins, mayRemoveAdmin(input), demoting ? 'making it a standard user' : 'archiving it');
          const changes = changesOf(input, current);
          return audit.recordChange(
            context,
            { action: 'user.update', resourceId: id },
            tx,
            () => document(id, tx),
            async () => {
              if (Object.keys(changes).length > 0) await accounts.update(id, changes, tx);
              await setPolicies(id, input, tx);
            },
          );
        });
      } catch (error) {
        if (isUniqueViolation(error) && input.email) throw emailTaken(input.email);
        throw error;
      }
    },

    async delete(id: number, context: AuditContext): Promise<void> {
      if (id === context.actorId) throw new AppError('conflict', 'You cannot delete your own account.', USER_ID);
      await db.transaction(async (tx) => {
        assertAnAdminRemains(id, await accounts.lockActiveAdmins(tx), true, 'deleting it');
        const before = await document(id, tx);
        await accounts.delete(id, tx);
        await audit.record(context, { action: 'user.delete', resourceId: id, before: before.data }, tx);
      });
    },

    /** Records that the user's account is to be deleted; asking twice is refused with when it was asked. */
    async requestDeletion(id: number, context: AuditContext): Promise<Document> {
      const source = { pointer: '/user_id' };
      return db.transaction(async (tx) => {
        const user = await lockUser(id, tx, source);
        if (user.deletionRequestedAt) {
          throw new AppError(
            'conflict',
            `Deletion of ${user.email} was already requested on ${user.deletionRequestedAt.toISOString().slice(0, 10)}.`,
            source,
          );
        }
        await accounts.update(id, { deletionRequestedAt: clock.now() }, tx);
        await audit.record(context, { action: 'user.deletion_request', resourceId: id, after: { deletionRequestedAt: clock.now() } }, tx);
        const after = await document(id, tx, source);
        return { ...after, meta: { message: `Deletion of ${user.email} requested.` } };
      });
    },

    /**
     * Cancels the user's subscription at its period end through the billing provider, once the
     * caller typed the user's exact email (spec section 5).
     */
    async cancelPlans(id: number, confirmEmail: string | undefined, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const user = await lockUser(id, tx);
        if (!emailConfirmed(confirmEmail, user.email))
          throw new AppError('invalid_input', EMAIL_MISMATCH_MESSAGE, { parameter: 'confirm_email' });
        if (!isSubscriptionCancelable({ subscriptionId: user.stripeSubscriptionId, cancelAtPeriodEnd: user.stripeCancelAtPeriodEnd })) {
          throw new AppError(
            'conflict',
            user.stripeSubscriptionId
              ? 'The subscription already ends at the end of its period.'
              : 'This user has no subscription to cancel.',
            USER_ID,
          );
        }
        try {
          await billing.cancelAtPeriodEnd(user.stripeSubscriptionId!);
        } catch (error) {
          if (error instanceof BillingError) throw new AppError('conflict', error.message, USER_ID);
          throw error;
        }
        await accounts.update(id, { stripeCancelAtPeriodEnd: true }, tx);
        await audit.record(
          context,
          {
            action: 'user.cancel_subscription',
            resourceId: id,
            after: { stripeSubscriptionId: user.stripeSubscriptionId, provider: billing.name },
          },
          tx,
        );
        const after = await document(id, tx);
        return { ...after, meta: { message: 'The subscription ends at the end of its period.' } };
      });
    },

    /** The user tracks a company, within its companiesLimit; tracking it again changes nothing. */
    async track(id: number, companyId: number, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const user = await lockUser(id, tx);
        orNotFound(await repositories.companies.findById(companyId, tx), 'company', companyId, { pointer: '/company_id' });
        if (!(await accounts.isTracking(id, companyId, tx))) {
          const tracked = await accounts.trackedCount(id, tx);
          if (!canTrackAnother(tracked, user.companiesLimit)) {
            throw new AppError(
              'conflict',
              `${user.email} already tracks ${tracked} companies, its limit. Raise companiesLimit or untrack one first.`,
              { pointer: '/company_id' },
            );
          }
          await accounts.track(id, companyId, tx);
          await accounts.update(id, {}, tx);
          await audit.record(context, { action: 'user.track_company', resourceId: id, after: { companyId } }, tx);
        }
        return document(id, tx);
      });
    },

    async untrack(id: number, companyId: number, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        await lockUser(id, tx);
        if (await accounts.untrack(id, companyId, tx)) {
          await accounts.update(id, {}, tx);
          await audit.record(context, { action: 'user.untrack_company', resourceId: id, before: { companyId } }, tx);
        }
        return document(id, tx);
      });
    },
  };
}

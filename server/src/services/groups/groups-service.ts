import type { Company, Group, GroupCreate, GroupDocument, GroupListQuery, GroupUpdate } from '@tracker/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { orNotFound } from '../../errors/or-not-found';
import type { IdSource } from '../../errors/not-found';
import { listPage, type ListPage } from '../../lists/list-page';
import type { GroupRow } from '../../repositories/groups-repository';
import { groupResource } from '../../resources/group-resource';
import type { AuditContext } from '../audit-service';
import type { CompaniesService } from '../companies/companies-service';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'repositories' | 'audit'> & { companies: CompaniesService };
type Document = z.input<typeof GroupDocument>;

const GROUP_ID = { parameter: 'group_id' };

export function createGroupsService({ db, repositories, audit, companies }: Dependencies) {
  const groups = repositories.groups;

  async function document(id: number, tx: Executor = db): Promise<Document> {
    return { data: groupResource(orNotFound(await groups.findWithRelations(id, tx), 'group', id, GROUP_ID)) };
  }

  /** The users with these emails, or a 422 naming the emails no user has. */
  async function usersByEmail(emails: readonly string[], tx: Executor): Promise<number[]> {
    const found = await groups.usersByEmails(emails, tx);
    const known = new Set(found.map((u) => u.email.toLowerCase()));
    const unknown = [...new Set(emails.map((e) => e.toLowerCase()))].filter((e) => !known.has(e));
    if (unknown.length > 0) {
      throw new AppError('invalid_input', `No user has the email ${unknown.join(', ')}.`, { pointer: '/user_email' });
    }
    return found.map((u) => u.id);
  }

  async function requireGroup(id: number, tx: Executor = db): Promise<GroupRow> {
    return orNotFound(await groups.findById(id, tx), 'group', id, GROUP_ID);
  }

  /** Puts a company in or out of a group; `change` says whether it changed anything, and only a change is audited. */
  async function changeMembership(
    id: number,
    companyId: number,
    companySource: IdSource,
    context: AuditContext,
    action: 'group.add_company' | 'group.remove_company',
    change: (tx: Executor) => Promise<boolean>,
  ): Promise<Document> {
    return db.transaction(async (tx) => {
      await requireGroup(id, tx);
      orNotFound(await repositories.companies.findById(companyId, tx), 'company', companyId, companySource);
      if (await change(tx)) {
        await groups.touch(id, tx);
        const membership = { groupId: id, companyId };
        const event = action === 'group.add_company' ? { after: membership } : { before: membership };
        await audit.record(context, { action, resourceId: id, ...event }, tx);
      }
      return document(id, tx);
    });
  }

  return {
    document,

    async list(query: GroupListQuery): Promise<ListPage<Group>> {
      return listPage(
        query,
        (window) => groups.page(query, window),
        (rows) => rows.map(groupResource),
      );
    },

    async create(input: GroupCreate, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const userIds = input.user_email ? await usersByEmail(input.user_email, tx) : [];
        const group = await groups.insert(
          { name: input.name, global: input.global, featured: input.featured, createdById: context.actorId },
          tx,
        );
        await groups.setUsers(group.id, userIds, tx);
        return audit.recordCreated(context, { action: 'group.create', resourceId: group.id }, await document(group.id, tx), tx);
      });
    },

    /** Edits a group; `user_email`, when given, becomes its whole set of users. */
    async update(id: number, input: GroupUpdate, context: AuditContext): Promise<Document> {
      return db.transaction((tx) =>
        audit.recordChange(
          context,
          { action: 'group.update', resourceId: id },
          tx,
          () => document(id, tx),
          async () => {
            const userIds = input.user_email ? await usersByEmail(input.user_email, tx) : undefined;
            await groups.update(id, { name: input.name, global: input.global, featured: input.featured }, tx);
            if (userIds) await groups.setUsers(id, userIds, tx);
          },
        ),
      );
    },

    /** The group's companies, one page at a time, by name. */
    async companies(id: number, page: { page: number; size: number }): Promise<ListPage<Company>> {
      await requireGroup(id);
      return companies.list({ group_id: id, ...page });
    },

    /** Adds a company to a group; adding it again changes nothing. `userEmail` names who added it. */
    async addCompany(id: number, companyId: number, userEmail: string | undefined, context: AuditContext): Promise<Document> {
      return changeMembership(id, companyId, { pointer: '/company_id' }, context, 'group.add_company', async (tx) => {
        const [addedBy] = userEmail ? await usersByEmail([userEmail], tx) : [context.actorId];
        return groups.addCompany(id, companyId, addedBy ?? null, tx);
      });
    },

    /** Takes a company out of a group; taking out one that is not in it changes nothing. */
    async removeCompany(id: number, companyId: number, context: AuditContext): Promise<Document> {
      return changeMembership(id, companyId, { parameter: 'company_id' }, context, 'group.remove_company', (tx) =>
        groups.removeCompany(id, companyId, tx),
      );
    },
  };
}

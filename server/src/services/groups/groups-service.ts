import type { Group, GroupCreate, GroupDocument, GroupListQuery, GroupUpdate, PageMeta } from '@tracker/core';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { GroupRow, GroupWithRelations } from '../../repositories/groups-repository';
import type { Repositories } from '../../repositories/repositories';
import type { AuditContext, AuditService } from '../audit-service';
import type { CompaniesService, CompanyPage } from '../companies/companies-service';

type Dependencies = { db: Database; repositories: Repositories; audit: AuditService; companies: CompaniesService };
type Document = z.input<typeof GroupDocument>;

function groupResource({ group: g, companiesCount, users }: GroupWithRelations): Group {
  return {
    id: String(g.id),
    type: 'groups',
    attributes: {
      name: g.name,
      global: g.global,
      featured: g.featured,
      companies_count: companiesCount,
      users: users.map((u) => ({ id: String(u.id), email: u.email })),
      created_at: g.createdAt.toISOString(),
      updated_at: g.updatedAt.toISOString(),
    },
  };
}

function groupNotFound(id: number): AppError {
  return new AppError('not_found', `No group has the id ${id}.`, { parameter: 'group_id' });
}

export function createGroupsService({ db, repositories, audit, companies }: Dependencies) {
  const groups = repositories.groups;

  async function document(id: number, tx: Executor = db): Promise<Document> {
    const row = await groups.findWithRelations(id, tx);
    if (!row) throw groupNotFound(id);
    return { data: groupResource(row) };
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
    const group = await groups.findById(id, tx);
    if (!group) throw groupNotFound(id);
    return group;
  }

  return {
    document,

    async list(query: GroupListQuery): Promise<{ data: Group[]; meta: PageMeta }> {
      const [rows, total] = await Promise.all([groups.page(query, query.size, (query.page - 1) * query.size), groups.count(query)]);
      return { data: rows.map(groupResource), meta: { page: query.page, size: query.size, total, pages: Math.ceil(total / query.size) } };
    },

    async create(input: GroupCreate, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const userIds = input.user_email ? await usersByEmail(input.user_email, tx) : [];
        const group = await groups.insert(
          { name: input.name, global: input.global, featured: input.featured, createdById: context.actorId },
          tx,
        );
        await groups.setUsers(group.id, userIds, tx);
        const created = await document(group.id, tx);
        await audit.record(context, { action: 'group.create', resourceType: 'groups', resourceId: group.id, after: created.data }, tx);
        return created;
      });
    },

    /** Edits a group; `user_email`, when given, becomes its whole set of users. */
    async update(id: number, input: GroupUpdate, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const before = await document(id, tx);
        const userIds = input.user_email ? await usersByEmail(input.user_email, tx) : undefined;
        await groups.update(id, { name: input.name, global: input.global, featured: input.featured }, tx);
        if (userIds) await groups.setUsers(id, userIds, tx);
        const after = await document(id, tx);
        await audit.record(context, { action: 'group.update', resourceType: 'groups', resourceId: id, before: before.data, after: after.data }, tx);
        return after;
      });
    },

    /** The group's companies, one page at a time, by name. */
    async companies(id: number, page: { page: number; size: number }): Promise<CompanyPage> {
      await requireGroup(id);
      return companies.list({ group_id: id, ...page });
    },

    /** Adds a company to a group; adding it again changes nothing. `userEmail` names who added it. */
    async addCompany(id: number, companyId: number, userEmail: string | undefined, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        await requireGroup(id, tx);
        if (!(await repositories.companies.findById(companyId, tx))) {
          throw new AppError('not_found', `No company has the id ${companyId}.`, { pointer: '/company_id' });
        }
        const [addedBy] = userEmail ? await usersByEmail([userEmail], tx) : [context.actorId];
        if (await groups.addCompany(id, companyId, addedBy ?? null, tx)) {
          await groups.touch(id, tx);
          await audit.record(context, { action: 'group.add_company', resourceType: 'groups', resourceId: id, after: { groupId: id, companyId } }, tx);
        }
        return document(id, tx);
      });
    },

    /** Takes a company out of a group; taking out one that is not in it changes nothing. */
    async removeCompany(id: number, companyId: number, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        await requireGroup(id, tx);
        if (!(await repositories.companies.findById(companyId, tx))) {
          throw new AppError('not_found', `No company has the id ${companyId}.`, { parameter: 'company_id' });
        }
        if (await groups.removeCompany(id, companyId, tx)) {
          await groups.touch(id, tx);
          await audit.record(context, { action: 'group.remove_company', resourceType: 'groups', resourceId: id, before: { groupId: id, companyId } }, tx);
        }
        return document(id, tx);
      });
    },
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;

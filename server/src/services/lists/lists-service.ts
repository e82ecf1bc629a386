import type {
  List,
  ListAdd,
  ListCommentCreate,
  ListCommentDocument,
  ListDetailDocument,
  ListDetailQuery,
  ListDocument,
  ListListQuery,
  ListPositions,
  ListUpdate,
} from '@tracker/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { orNotFound } from '../../errors/or-not-found';
import { listPage, type ListPage } from '../../lists/list-page';
import { pageMeta } from '../../lists/page-meta';
import { pageWindow } from '../../lists/page-window';
import { listCommentAttributes, listEmailResource, listResource } from '../../resources/list-resource';
import type { AuditContext } from '../audit-service';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'repositories' | 'audit'>;
type Document = z.input<typeof ListDocument>;

const LIST_ID = { parameter: 'id' };

export function createListsService({ db, repositories, audit }: Dependencies) {
  const lists = repositories.lists;

  async function document(id: number, tx: Executor = db): Promise<Document> {
    return { data: listResource(orNotFound(await lists.findWithRelations(id, tx), 'list', id, LIST_ID)) };
  }

  /** The ids of the emails with these guids, or a 422 on `pointer` naming the guids no email has. */
  async function emailIds(guids: readonly string[], source: { pointer?: string; parameter?: string }, tx: Executor): Promise<number[]> {
    const found = await lists.emailIdsByGuid(guids, tx);
    const unknown = [...new Set(guids)].filter((g) => !found.has(g));
    if (unknown.length > 0) throw new AppError('invalid_input', `No email has the guid ${unknown.join(', ')}.`, source);
    return guids.map((g) => found.get(g)!);
  }

  return {
    async list(query: ListListQuery): Promise<ListPage<List>> {
      return listPage(
        query,
        (window) => lists.page(query, window),
        (rows) => rows.map(listResource),
      );
    },

    /** A list with its comments and one page of its emails. */
    async detail(id: number, { page, size, sort }: ListDetailQuery): Promise<z.input<typeof ListDetailDocument>> {
      const list = orNotFound(await lists.findWithRelations(id), 'list', id, LIST_ID);
      const request = { page, size };
      const [{ rows, total }, comments] = await Promise.all([lists.emailsPage(id, sort, pageWindow(request)), lists.comments(id)]);
      const withClassifications = await repositories.emails.withClassifications(
        rows.map((r) => r.email),
        db,
      );
      const resource = listResource(list);
      return {
        data: { ...resource, attributes: { ...resource.attributes, comments: comments.map(listCommentAttributes) } },
        included: withClassifications.map((row, i) => listEmailResource(row, rows[i]!.addedAt)),
        meta: pageMeta(request, total, rows.length),
      };
    },

    /** Adds emails by guid; those already in the list stay where they are. */
    async addEmails(id: number, input: ListAdd, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        orNotFound(await lists.findById(id, tx), 'list', id, LIST_ID);
        const ids = await emailIds(input.guid, { pointer: '/guid' }, tx);
        const added = await lists.addEmails(id, ids, context.actorId, tx);
        if (added.length > 0) {
          await lists.touch(id, tx);
          await audit.record(context, { action: 'list.add_emails', resourceId: id, after: { emailIds: added } }, tx);
        }
        return document(id, tx);
      });
    },

    /** Takes an email out of a list; one that is not in it changes nothing. */
    async removeEmail(id: number, guid: string, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        orNotFound(await lists.findById(id, tx), 'list', id, LIST_ID);
        const [emailId] = await emailIds([guid], { parameter: 'guid' }, tx);
        if (await lists.removeEmail(id, emailId!, tx)) {
          await lists.touch(id, tx);
          await audit.record(context, { action: 'list.remove_email', resourceId: id, before: { emailId } }, tx);
        }
        return document(id, tx);
      });
    },

    async addComment(id: number, input: ListCommentCreate, context: AuditContext): Promise<z.input<typeof ListCommentDocument>> {
      return db.transaction(async (tx) => {
        orNotFound(await lists.findById(id, tx), 'list', id, LIST_ID);
        const [emailId] = input.guid ? await emailIds([input.guid], { pointer: '/guid' }, tx) : [null];
        const commentId = await lists.insertComment(
          { listId: id, emailId: emailId ?? null, userId: context.actorId, body: input.body },
          tx,
        );
        const comment = (await lists.findComment(id, commentId, tx))!;
        await audit.record(context, { action: 'list.comment', resourceId: id, after: { commentId, body: input.body } }, tx);
        const { id: _id, ...attributes } = listCommentAttributes(comment);
        return { data: { id: String(commentId), type: 'list_comments', attributes } };
      });
    },

    async deleteComment(id: number, commentId: number, context: AuditContext): Promise<void> {
      await db.transaction(async (tx) => {
        orNotFound(await lists.findById(id, tx), 'list', id, LIST_ID);
        const comment = orNotFound(await lists.findComment(id, commentId, tx), 'comment', commentId, { parameter: 'comment_id' });
        await lists.deleteComment(id, commentId, tx);
        await audit.record(context, { action: 'list.delete_comment', resourceId: id, before: comment }, tx);
      });
    },

    /** Edits a list's name, description, state, featured, no_index and type. */
    async update(id: number, input: ListUpdate, context: AuditContext): Promise<Document> {
      const changes = {
        name: input.name,
        description: input.description,
        state: input.state,
        featured: input.featured,
        noIndex: input.no_index,
        type: input.type,
      };
      return db.transaction((tx) =>
        audit.recordChange(
          context,
          { action: 'list.update', resourceId: id },
          tx,
          () => document(id, tx),
          () => lists.update(id, changes, tx),
        ),
      );
    },

    /** Gives each named list its new position; all or none (a 422 names an unknown list). */
    async updatePositions(input: ListPositions, context: AuditContext): Promise<void> {
      await db.transaction(async (tx) => {
        const ids = input.positions.map((p) => p.id);
        const known = await lists.existingIds(ids, tx);
        const missing = ids.findIndex((i) => !known.has(i));
        if (missing !== -1)
          throw new AppError('invalid_input', `No list has the id ${ids[missing]}.`, { pointer: `/positions/${missing}/id` });
        await lists.setPositions(input.positions, tx);
        await audit.record(context, { action: 'list.positions', after: input.positions }, tx);
      });
    },
  };
}

import type { List, ListComment, ListDetailDocument, ListEmail } from '@tracker/core/lists';
import { emailResource, pageMeta } from '@tracker/core/testing';

const CREATED = '2025-03-01T09:00:00.000Z';

/** A list as the API answers it, with `changes` applied: a published, featured curated list of no emails. For tests. */
export function listResource(id: string, changes: Partial<List['attributes']> = {}): List {
  return {
    id,
    type: 'lists',
    attributes: {
      name: `List ${id}`,
      description: null,
      state: 'published',
      featured: true,
      no_index: false,
      type: 'curated',
      position: 0,
      emails_count: 0,
      user_email: 'ada@tracker.example',
      admin: true,
      created_at: CREATED,
      updated_at: CREATED,
      ...changes,
    },
  };
}

/** An email of a list, added on `added_at`. For tests. */
export function listEmailResource(id: string, changes: Partial<ListEmail['attributes']> = {}): ListEmail {
  const email = emailResource(id);
  return { ...email, attributes: { ...email.attributes, added_at: CREATED, ...changes } };
}

/** A comment on a list (or, with `email_guid`, on one of its emails). For tests. */
export function listComment(id: string, changes: Partial<ListComment> = {}): ListComment {
  return { id, body: `Comment ${id}`, email_guid: null, user_email: 'ada@tracker.example', created_at: CREATED, ...changes };
}

/** GET /v3/lists/{id}: the list with its comments and one page of its emails. For tests. */
export function listDetailDocument(list: List, emails: ListEmail[] = [], comments: ListComment[] = []): ListDetailDocument {
  return { data: { ...list, attributes: { ...list.attributes, comments } }, included: emails, meta: pageMeta(emails.length) };
}

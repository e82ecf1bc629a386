import type { List, ListComment, ListEmail } from '@tracker/core';
import type { EmailWithClassifications } from '../repositories/emails-repository';
import type { ListCommentRow, ListWithRelations } from '../repositories/lists-repository';
import { emailResource } from './email-resource';

/** A list as the API answers it. */
export function listResource({ list: l, emailsCount, userEmail, admin }: ListWithRelations): List {
  return {
    id: String(l.id),
    type: 'lists',
    attributes: {
      name: l.name,
      description: l.description,
      state: l.state,
      featured: l.featured,
      no_index: l.noIndex,
      type: l.type,
      position: l.position,
      emails_count: emailsCount,
      user_email: userEmail,
      admin,
      created_at: l.createdAt.toISOString(),
      updated_at: l.updatedAt.toISOString(),
    },
  };
}

export function listCommentAttributes(c: ListCommentRow): ListComment {
  return { id: String(c.id), body: c.body, email_guid: c.emailGuid, user_email: c.userEmail, created_at: c.createdAt.toISOString() };
}

/** An email of a list, with when it was added. */
export function listEmailResource(row: EmailWithClassifications, addedAt: Date): ListEmail {
  const email = emailResource(row);
  return { ...email, attributes: { ...email.attributes, added_at: addedAt.toISOString() } };
}

import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { emails } from './emails';
import { listState, listType } from './enums';
import { users } from './users';

/** Curated lists of emails; position orders them on the lists screen (sorted position:desc). */
export const lists = pgTable(
  'lists',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text(),
    state: listState().notNull().default('draft'),
    featured: boolean().notNull().default(false),
    noIndex: boolean().notNull().default(false),
    type: listType().notNull().default('curated'),
    position: integer().notNull().default(0),
    /** The owner; lists of admins are the "admin" lists an email shows. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('lists_position_idx').on(t.position),
    index('lists_state_idx').on(t.state),
    index('lists_featured_idx').on(t.featured),
    index('lists_user_idx').on(t.userId),
  ],
);

export const listEmails = pgTable(
  'list_emails',
  {
    listId: integer()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    emailId: integer()
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    position: integer().notNull().default(0),
    addedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.emailId] }),
    index('list_emails_list_added_at_idx').on(t.listId, t.addedAt),
    index('list_emails_list_position_idx').on(t.listId, t.position),
    index('list_emails_email_idx').on(t.emailId),
  ],
);

/** Staff comments on a list, optionally about one of its emails. */
export const listComments = pgTable(
  'list_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listId: integer()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    emailId: integer().references(() => emails.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [index('list_comments_list_idx').on(t.listId, t.createdAt)],
);

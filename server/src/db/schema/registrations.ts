import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { addresses } from './addresses';
import { timestamps } from './columns';
import { companies } from './companies';
import { journeyType, registrationStatus } from './enums';
import { users } from './users';

/** A signup of an address to a company, reviewed and completed by staff. */
export const registrations = pgTable(
  'registrations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    status: registrationStatus().notNull().default('unclaimed'),
    complete: boolean().notNull().default(false),
    prioritized: boolean().notNull().default(true),
    /** The journey type the signup is for. */
    type: journeyType().notNull().default('email_subscriber'),
    current: boolean().notNull().default(true),
    /** The assignee: a user flagged `assignee`. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    baseEmailDomain: text(),
    description: text(),
    /** Emails received by the address, refreshed by the counts call. */
    emailsCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('registrations_status_created_at_idx').on(t.status, t.createdAt),
    index('registrations_user_idx').on(t.userId, t.status),
    index('registrations_type_idx').on(t.type),
    index('registrations_created_at_idx').on(t.createdAt),
    // A company's or an inbox's registrations newest first from the index alone (the search box
    // ranks the registrations of up to 200 companies and 200 inboxes by their created_at).
    index('registrations_company_created_at_id_idx').on(t.companyId, t.createdAt, t.id),
    index('registrations_address_created_at_id_idx').on(t.addressId, t.createdAt, t.id),
  ],
);

import { timestamp } from 'drizzle-orm/pg-core';

/** created_at and updated_at; Drizzle refreshes updated_at on every update made through it. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

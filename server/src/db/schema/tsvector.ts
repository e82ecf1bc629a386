import { customType } from 'drizzle-orm/pg-core';

/** A full-text search vector; written by the database (triggers), only ever read in SQL. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

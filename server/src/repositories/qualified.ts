import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column that stays written with its table's name inside SQL selected from a single table. Drizzle
 * strips the table from columns placed directly in such a select list, where a correlated subquery
 * would then read `id` as its own table's; it leaves a column nested one SQL deeper as it is.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${column}`;
}

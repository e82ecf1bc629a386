import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

// Each batch travels as one JSON parameter; this keeps statements at a few megabytes.
const BATCH_ROWS = 2000;

/**
 * Builds `insert into t (cols) select cols from jsonb_populate_recordset(null::t, $1) ...`.
 * One JSON parameter per batch is several times faster than a VALUES list on both engines,
 * because neither Drizzle nor the driver handles each value on its own.
 */
function bulkInsert<T extends PgTable>(table: T, rows: InferInsertModel<T>[], returningId: boolean) {
  const tableName = getTableName(table);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const first = rows[0] as Record<string, unknown>;
  const keys = Object.keys(first).filter((key) => first[key] !== undefined);
  for (const key of keys) if (!columns[key]) throw new Error(`${tableName} has no column ${key}`);
  const names = keys.map((key) => (columns[key]!.keyAsName ? toSnakeCase(key) : columns[key]!.name));

  const records = rows.map((row, index) => {
    const values = row as Record<string, unknown>;
    const defined = Object.keys(values).filter((key) => values[key] !== undefined);
    // Missing keys would become nulls, not column defaults: every row must set the same columns.
    if (defined.length !== keys.length || keys.some((key) => values[key] === undefined)) {
      throw new Error(`${tableName} row ${index} sets other columns than the first row`);
    }
    return Object.fromEntries(keys.map((key, i) => [names[i], values[key]]));
  });

  const columnList = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const selectList = sql.join(
    names.map((name) => sql`r.${sql.identifier(name)}`),
    sql`, `,
  );
  return sql`insert into ${sql.identifier(tableName)} (${columnList})
    select ${selectList}
    from jsonb_populate_recordset(null::${sql.identifier(tableName)}, ${JSON.stringify(records)}::jsonb) with ordinality as r
    order by r.ordinality
    ${returningId ? sql`returning id` : sql``}`;
}

/** Inserts rows in batches; every row must set the same columns. */
export async function insertRows<T extends PgTable>(db: Executor, table: T, rows: InferInsertModel<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db.execute(bulkInsert(table, rows.slice(start, start + BATCH_ROWS), false));
  }
}

/** Inserts rows in batches and returns their generated ids, in the order of the rows. */
export async function insertRowsReturningIds<T extends PgTable & { id: PgColumn }>(
  db: Executor,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const result = (await db.execute(bulkInsert(table, rows.slice(start, start + BATCH_ROWS), true))) as unknown as {
      rows: Array<{ id: number }>;
    };
    // Identities are drawn in the order of the ordered select, so sorting restores the row order.
    ids.push(...result.rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  if (ids.length !== rows.length) throw new Error(`Inserted ${ids.length} of ${rows.length} rows`);
  return ids;
}

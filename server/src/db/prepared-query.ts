import { createHash } from 'node:crypto';
import type { Database, Executor } from './client';
import { withRowMapper } from './row-mapper';

/** Values for a query's `sql.placeholder`s, by placeholder name, as the driver takes them. */
export type PlaceholderValues = Record<string, unknown>;

/** A Drizzle query whose values are all placeholders: run it once, or prepare it under a name. */
type Preparable<Result> = {
  execute(values?: PlaceholderValues): Promise<Result>;
  prepare(name: string): { execute(values?: PlaceholderValues): Promise<Result> };
  toSQL(): { sql: string };
};

/**
 * A query of a list or lookup that requests run again and again, built once and prepared under
 * `name` (on each pooled connection the first time it runs there). Building a Drizzle query costs a
 * cheap list's request more than the rest of the server's work on it, and a prepared statement
 * spares the database its parsing as well. Values go in as `sql.placeholder`s; in a transaction
 * (`tx` other than `db`) the query is built for the transaction, as it cannot run on the pool.
 */
export function preparedQuery<Result>(db: Database, name: string, build: (tx: Executor) => Preparable<Result>) {
  const prepared = withRowMapper(build(db).prepare(name));
  return (values: PlaceholderValues, tx: Executor = db): Promise<Result> => (tx === db ? prepared : build(tx)).execute(values);
}

/**
 * preparedQuery for a query whose text depends on its shape (which filters a list request names, its
 * sort): built and prepared the first time each shape, told apart by `key`, is asked for. A list's
 * shapes are few, so the statements each connection keeps stay few. Each is named `name` and a hash
 * of its text, so apps sharing a pool (tests) never give one name to two statements.
 */
export function preparedQueries<Shape, Result>(
  db: Database,
  name: string,
  key: (shape: Shape) => string,
  build: (tx: Executor, shape: Shape) => Preparable<Result>,
) {
  const byKey = new Map<string, { execute(values?: PlaceholderValues): Promise<Result> }>();
  return (shape: Shape, values: PlaceholderValues, tx: Executor = db): Promise<Result> => {
    if (tx !== db) return build(tx, shape).execute(values);
    const k = key(shape);
    let prepared = byKey.get(k);
    if (!prepared) {
      const query = build(db, shape);
      prepared = withRowMapper(query.prepare(`${name}_${createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 16)}`));
      byKey.set(k, prepared);
    }
    return prepared.execute(values);
  };
}

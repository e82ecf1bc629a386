import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PlaceholderValues } from '../db/prepared-query';
import type { Boundary } from './page-cursor';
import type { Sort, SortSpec } from './sort-order';

/**
 * What the text of a keyset query depends on beside its filters: which side of the boundary it
 * reads, and whether the boundary's key is null (its comparison is written otherwise). '' without one.
 */
export type BoundaryShape = '' | `${Boundary['direction']}${'' | '-null'}`;

export function boundaryShape(boundary: Boundary | undefined): BoundaryShape {
  return boundary ? `${boundary.direction}${boundary.key === null ? '-null' : ''}` : '';
}

/**
 * The values of a keyset query's window placeholders: `limit`, and past a boundary its key and id
 * (`after_key`, `after_id`) and no offset, else the page's `offset`.
 */
export function keysetValues(boundary: Boundary | undefined, limit: number, offset: number): PlaceholderValues {
  return boundary ? { after_key: boundary.key ?? undefined, after_id: boundary.id, limit, offset: 0 } : { limit, offset };
}

/** What keysetOrder's columns read as: a row's sort key (as text) and id, from which listPage makes cursors. */
export type KeyedRow = { cursorKey: string | null; cursorId: number };

/**
 * A list query read by keyset: its ORDER BY, its rows past the boundary, and the columns to select
 * so listPage can make the cursors of the pages beside it (`cursorKey`, the sort key as text, and
 * `cursorId`). Select the columns, add the condition and use the order together: rows that carry
 * the columns are taken to be read this way.
 */
export type Keyset = {
  orderBy: SQL[];
  where: SQL | undefined;
  columns: { cursorKey: SQL<string | null>; cursorId: SQL<number> };
};

/**
 * The keyset reading of a list's sort (sortOrder's, the same SortSpec): the boundary's row value
 * compared with each row's `(key, id)`, so an index on the sort key and the id finds the page
 * without reading the rows before it. Descending sorts compare the other way; a page before the
 * boundary is read in the reverse order (listPage turns it back). A nullable field (`nullsLast`)
 * puts its nulls after every value in both directions, so they are compared apart: after a value
 * come the greater values then every null; after a null, only the nulls of a greater id.
 */
export function keysetOrder<S extends Sort>(spec: SortSpec<S>): (sort: S | undefined, boundary: BoundaryShape) => Keyset {
  return (sort, boundary) => {
    const { field, dir } = sort ?? spec.fallback;
    const key = spec.columns[field as S['field']];
    const id = spec.tieBreaker;
    const nullable = spec.nullsLast?.includes(field) ?? false;
    const backwards = boundary.startsWith('previous');
    const ascending = (dir === 'asc') !== backwards;
    const direction = ascending ? asc : desc;
    const order = direction(key);
    const orderBy = [nullable ? sql`${order} ${sql.raw(backwards ? 'nulls first' : 'nulls last')}` : order, direction(id)];
    const columns = { cursorKey: sql<string | null>`(${key})::text`, cursorId: sql<number>`${id}` };
    if (boundary === '') return { orderBy, where: undefined, columns };
    const past = sql.raw(ascending ? '>' : '<');
    const afterKey = sql.placeholder('after_key');
    const afterId = sql.placeholder('after_id');
    const pastRow = sql`(${key}, ${id}) ${past} (${afterKey}, ${afterId})`;
    if (!nullable) return { orderBy, where: pastRow, columns };
    const fromNull = boundary.endsWith('-null');
    const where = backwards
      ? fromNull
        ? sql`(${key} is not null or ${id} ${past} ${afterId})`
        : pastRow
      : fromNull
        ? sql`(${key} is null and ${id} ${past} ${afterId})`
        : sql`(${pastRow} or ${key} is null)`;
    return { orderBy, where, columns };
  };
}

/** Rows made from a keyset query's rows, one for one and in order, with the keys of the rows they were made from. */
export function carryKeys<Row>(read: ReadonlyArray<Partial<KeyedRow>>, made: Row[]): Row[] {
  return made.map((row, i) => {
    const { cursorKey, cursorId } = read[i] ?? {};
    return cursorId === undefined ? row : { ...row, cursorKey, cursorId };
  });
}

/** keysetOrder of a list with one order and no sort parameter: `column`, then the id, both `dir`. */
export function fixedKeysetOrder(column: AnyColumn, tieBreaker: AnyColumn, dir: Sort['dir']): (boundary: BoundaryShape) => Keyset {
  const order = keysetOrder<Sort<'key'>>({ columns: { key: column }, fallback: { field: 'key', dir }, tieBreaker });
  return (boundary) => order(undefined, boundary);
}

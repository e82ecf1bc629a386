import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A parsed `field:dir` sort parameter (core's sortParam). */
export type Sort<Field extends string = string> = { field: Field; dir: 'asc' | 'desc' };

/** How a list may be sorted: what each field sorts by, the order without a sort, and the row's unique key. */
export type SortSpec<S extends Sort> = {
  /** Every field core's sortParam accepts for this list, to a column or an SQL expression. */
  columns: Record<S['field'], AnyColumn | SQLWrapper>;
  /** The order when the request names none. */
  fallback: S;
  /** A unique column (the id): equal sort keys are ordered by it, so pages never repeat or skip a row. */
  tieBreaker: AnyColumn;
  /**
   * The fields that may be null: rows without a value come last in both directions (PostgreSQL puts
   * them first when descending). Only these: `nulls last` on a descending key no index of the column
   * serves backwards, so a NOT NULL field keeps its plain order and its index.
   */
  nullsLast?: readonly S['field'][];
};

/**
 * The ORDER BY of a list for a parsed sort. The field was already checked against the list's fields by
 * the query schema (an unknown one is a 422 naming the `sort` parameter); the `columns` record's type
 * makes a field without a column a compile error. The tie-breaker follows the sort's direction.
 */
export function sortOrder<S extends Sort>(spec: SortSpec<S>): (sort: S | undefined) => SQL[] {
  return (sort) => {
    const { field, dir } = sort ?? spec.fallback;
    const direction = dir === 'desc' ? desc : asc;
    const key = direction(spec.columns[field as S['field']]);
    const nullsLast = spec.nullsLast?.includes(field) ?? false;
    return [nullsLast ? sql`${key} nulls last` : key, direction(spec.tieBreaker)];
  };
}

import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { companies } from '../db/schema';
import { sortOrder, type Sort } from './sort-order';

type CompanySort = Sort<'name' | 'tracked_count'>;

/** The ORDER BY clause a list's query gets for `sort`, as PostgreSQL receives it. */
function orderByClause(order: (sort: CompanySort | undefined) => ReturnType<ReturnType<typeof sortOrder>>, sort?: CompanySort): string {
  const query = new QueryBuilder({ casing: 'snake_case' })
    .select({ id: companies.id })
    .from(companies)
    .orderBy(...order(sort))
    .toSQL().sql;
  return query.slice(query.indexOf(' order by ') + ' order by '.length);
}

const spec = {
  columns: { name: sql`lower(${companies.name})`, tracked_count: companies.trackedCount },
  fallback: { field: 'name', dir: 'asc' },
  tieBreaker: companies.id,
} as const;

describe('a list sort', () => {
  const order = sortOrder<CompanySort>(spec);

  it('orders by the field the request names, then by the id in the same direction, so equal keys keep one order across pages', () => {
    expect(orderByClause(order, { field: 'tracked_count', dir: 'desc' })).toBe('"companies"."tracked_count" desc, "companies"."id" desc');
    expect(orderByClause(order, { field: 'tracked_count', dir: 'asc' })).toBe('"companies"."tracked_count" asc, "companies"."id" asc');
  });

  it('sorts by an expression as well as by a column', () => {
    expect(orderByClause(order, { field: 'name', dir: 'desc' })).toBe('lower("companies"."name") desc, "companies"."id" desc');
  });

  it('uses the list’s own order when the request names none', () => {
    expect(orderByClause(order)).toBe('lower("companies"."name") asc, "companies"."id" asc');
  });

  it('puts rows without a value last in both directions, for the fields that may have none', () => {
    const nullsLast = sortOrder<CompanySort>({ ...spec, nullsLast: ['tracked_count'] });
    expect(orderByClause(nullsLast, { field: 'tracked_count', dir: 'desc' })).toBe(
      '"companies"."tracked_count" desc nulls last, "companies"."id" desc',
    );
    expect(orderByClause(nullsLast, { field: 'tracked_count', dir: 'asc' })).toBe(
      '"companies"."tracked_count" asc nulls last, "companies"."id" asc',
    );
  });

  it('keeps the plain order of a field that always has a value, which its index serves in both directions', () => {
    const nullsLast = sortOrder<CompanySort>({ ...spec, nullsLast: ['tracked_count'] });
    expect(orderByClause(nullsLast, { field: 'name', dir: 'desc' })).toBe('lower("companies"."name") desc, "companies"."id" desc');
  });

  it('carries no request text into the SQL: the field only selects a declared column', () => {
    const { params } = new QueryBuilder({ casing: 'snake_case' })
      .select({ id: companies.id })
      .from(companies)
      .orderBy(...order({ field: 'name', dir: 'asc' }))
      .toSQL();
    expect(params).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { companies } from '../db/schema';
import { qualified } from './qualified';

describe('a qualified column', () => {
  const select = (column: AnyPgColumn | ReturnType<typeof qualified>) =>
    new QueryBuilder({ casing: 'snake_case' })
      .select({ n: sql<number>`(select count(*) from company_tags ct where ct.company_id = ${column})` })
      .from(companies)
      .toSQL().sql;

  it('keeps its table in a subquery selected from one table, where a bare column would lose it', () => {
    expect(select(companies.id)).toContain('ct.company_id = "id"');
    expect(select(qualified(companies.id))).toContain('ct.company_id = "companies"."id"');
  });

  it('keeps the database’s spelling of the column', () => {
    expect(select(qualified(companies.trackedCount))).toContain('"companies"."tracked_count"');
  });
});

import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Clock, IndustryListQuery } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { industries, verticals } from '../db/schema';
import { countedPage } from '../lists/counted-page';
import type { PageRows } from '../lists/page-rows';
import type { PageWindow } from '../lists/page-window';
import { containing } from './like-pattern';
import { qualified } from './qualified';

export type IndustryWithVertical = { industry: typeof industries.$inferSelect; verticalName: string | null };
export type VerticalWithCounts = { vertical: typeof verticals.$inferSelect; industriesCount: number; companiesCount: number };

const industryWith = {
  industry: industries,
  verticalName: sql<string | null>`(select v.name from verticals v where v.id = ${qualified(industries.verticalId)})`,
};
const verticalId = qualified(verticals.id);
const verticalWith = {
  vertical: verticals,
  industriesCount: sql<number>`(select count(*) from industries i where i.vertical_id = ${verticalId})`.mapWith(Number),
  companiesCount: sql<number>`(select count(*) from company_verticals cv where cv.vertical_id = ${verticalId})`.mapWith(Number),
};

export function createIndustriesRepository(db: Database, clock: Clock) {
  return {
    async findIndustry(id: number, tx: Executor = db): Promise<IndustryWithVertical | null> {
      const [row] = await tx.select(industryWith).from(industries).where(eq(industries.id, id)).limit(1);
      return row ?? null;
    },

    async industriesPage(
      filters: Pick<IndustryListQuery, 'q' | 'vertical_id'>,
      { limit, offset }: PageWindow,
      tx: Executor = db,
    ): Promise<PageRows<IndustryWithVertical>> {
      const where: SQL | undefined = and(
        filters.q ? sql`lower(${industries.name}) like ${containing(filters.q)}` : undefined,
        filters.vertical_id === undefined ? undefined : eq(industries.verticalId, filters.vertical_id),
      );
      const rows = tx
        .select(industryWith)
        .from(industries)
        .where(where)
        .orderBy(sql`lower(${industries.name})`, asc(industries.id))
        .limit(limit)
        .offset(offset);
      return countedPage(tx, industries, where, rows);
    },

    async updateIndustry(id: number, changes: { name?: string; verticalId?: number | null }, tx: Executor = db): Promise<void> {
      await tx
        .update(industries)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(industries.id, id));
    },

    async findVertical(id: number, tx: Executor = db): Promise<VerticalWithCounts | null> {
      const [row] = await tx.select(verticalWith).from(verticals).where(eq(verticals.id, id)).limit(1);
      return row ?? null;
    },

    async verticalsPage({ limit, offset }: PageWindow, tx: Executor = db): Promise<PageRows<VerticalWithCounts>> {
      const rows = tx
        .select(verticalWith)
        .from(verticals)
        .orderBy(sql`lower(${verticals.name})`, asc(verticals.id))
        .limit(limit)
        .offset(offset);
      return countedPage(tx, verticals, undefined, rows);
    },

    async insertVertical(name: string, tx: Executor = db): Promise<number> {
      const now = clock.now();
      const [row] = await tx.insert(verticals).values({ name, createdAt: now, updatedAt: now }).returning({ id: verticals.id });
      if (!row) throw new Error('Vertical insert returned no row');
      return row.id;
    },

    async deleteVertical(id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx.delete(verticals).where(eq(verticals.id, id)).returning({ id: verticals.id });
      return rows.length > 0;
    },
  };
}

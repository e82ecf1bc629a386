import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyHealth } from '@tracker/core';
import { testClock } from '@tracker/core/testing';
import { queryRows } from '../db/query-rows';
import { emails, journeys } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { daysFrom, insertCompany } from '../testing/company-fixtures';

/** Journey health is read from a summary the database keeps on every write; these writes go around the app. */
describe('the journey health summary, kept current on write', () => {
  let t: AdminApp;
  let companyId: number;
  const now = testClock.now();
  beforeAll(async () => {
    t = await createAdminApp();
    companyId = await insertCompany(t.db, { name: 'Summary', domain: 'summary.test' }, now);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The health the filter finds, checked against the badge the company shows (both read the summary). */
  async function health(): Promise<JourneyHealth | 'healthy'> {
    const badge = (await t.get(`/api/v3/admin/companies/${companyId}`)).json().data.attributes.journey_health
      .email_subscriber as JourneyHealth | null;
    for (const h of ['new', 'expired', 'dormant'] as const) {
      const listed = (await t.get(`/api/v3/admin/companies?health=${h}&journey_types=email_subscriber`)).json().data as Array<{
        id: string;
      }>;
      if (listed.some((c) => c.id === String(companyId))) {
        expect(badge).toBe(h);
        return h;
      }
    }
    expect(badge).toBeNull();
    return 'healthy';
  }

  it('follows inserts, updates and deletes of journeys and emails, each in its own statement', async () => {
    expect(await health()).toBe('new');

    const [journey] = await t.db
      .insert(journeys)
      .values({ companyId, type: 'email_subscriber', status: 'in_progress', startDate: daysFrom(now, -60), endDate: daysFrom(now, 10) })
      .returning();
    expect(await health()).toBe('dormant');

    const [email] = await t.db
      .insert(emails)
      .values({ guid: `summary-${companyId}`, companyId, journeyId: journey!.id, subject: 'Hello', sentAt: daysFrom(now, -1) })
      .returning();
    expect(await health()).toBe('healthy');

    await t.db
      .update(emails)
      .set({ sentAt: daysFrom(now, -45) })
      .where(eq(emails.id, email!.id));
    expect(await health()).toBe('dormant');

    await t.db.update(journeys).set({ status: 'complete' }).where(eq(journeys.id, journey!.id));
    expect(await health()).toBe('expired');

    await t.db.delete(journeys).where(eq(journeys.id, journey!.id));
    expect(await health()).toBe('new');
  });

  it('is current inside the writing transaction, and rolls back with it', async () => {
    const rolledBack = t.db.transaction(async (tx) => {
      await tx
        .insert(journeys)
        .values({ companyId, type: 'email_subscriber', status: 'complete', startDate: daysFrom(now, -60), endDate: daysFrom(now, -30) });
      const [summary] = await queryRows<{ journeys: number }>(
        tx,
        sql`select journeys from company_journey_health where company_id = ${companyId}`,
      );
      expect(summary).toEqual({ journeys: 1 });
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    expect(await health()).toBe('new');
  });
});

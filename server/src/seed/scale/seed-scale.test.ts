import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { createAdminApp, type AdminApp } from '../../testing/admin-app';
import { countRows } from '../tables';
import type { Executor } from '../../db/client';
import { insertScaleData, SCALE_SHAPES, scaleSizes, type ScaleShape } from './seed-scale';

const ANCHOR = new Date('2026-03-15T00:00:00.000Z');
const DAY = 86_400_000;

/** How a tiny data set of 300 companies is distributed: the fractions each shape promises. */
type Shares = {
  harbor: number;
  goodFit: number;
  animated: number;
  processed: number;
  busyEmails: number;
  heavyJourneys: number;
  heavyEmails: number;
};

async function shares(db: Executor): Promise<Shares> {
  const { before, days } = SCALE_SHAPES.skewed.journeyStarts.busy;
  // The skewed shape's busy windows and the 120 days after each start (journeys last up to 90).
  const busy = before.map((b) => {
    const start = new Date(ANCHOR.getTime() - (1 + b + days) * DAY);
    return sql`(sent_at >= ${start.toISOString()}::timestamptz and sent_at < ${new Date(start.getTime() + 120 * DAY).toISOString()}::timestamptz)`;
  });
  // The skewed shape's heavy companies: ten spread over the 300 ids (1, 31, 61, ...).
  const heavy = sql`(company_id - 1) % 30 = 0`;
  const [row] = await queryRows<Shares>(
    db,
    sql`select (select avg((name like 'Harbor %')::int) from companies)::float8 as harbor,
      (select avg(good_fit::int) from companies)::float8 as "goodFit",
      (select avg(animated::int) from emails)::float8 as animated,
      (select avg(processed::int) from emails)::float8 as processed,
      (select avg((${sql.join(busy, sql` or `)})::int) from emails)::float8 as "busyEmails",
      (select avg((${heavy})::int) from journeys)::float8 as "heavyJourneys",
      (select avg((${heavy})::int) from emails)::float8 as "heavyEmails"`,
  );
  return row!;
}

async function seededApp(shape: ScaleShape): Promise<AdminApp> {
  const app = await createAdminApp();
  await insertScaleData(app.db, { sizes: scaleSizes({ companies: 300 }), anchor: ANCHOR, adminId: app.adminId, shape });
  return app;
}

describe('the scale data set, at a tiny size', () => {
  let t: AdminApp;
  beforeAll(async () => {
    // Sixteen set-based statements with their triggers: seconds on an idle machine, more on a busy one.
    t = await seededApp(SCALE_SHAPES.reference);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('writes the asked sizes and proportionate related rows', async () => {
    const counts = await countRows(t.db);
    expect(counts).toMatchObject({
      companies: 300,
      journeys: 900,
      emails: 3000,
      email_contents: 3000,
      email_classifications: 3000,
      addresses: 450,
      registrations: 450,
      groups: 5,
      users: 21,
      teams: 5,
      subscriptions: 5,
      lists: 10,
    });
    expect(counts.team_members).toBeGreaterThanOrEqual(5);
    expect(counts.list_emails).toBeGreaterThan(350);
    expect(counts.list_comments).toBeGreaterThan(5);
    expect(counts.company_tags).toBeGreaterThan(100);
    const [platforms] = await queryRows<{ with: number; kinds: number }>(
      t.db,
      sql`select count(platform)::int as with, count(distinct platform)::int as kinds from emails`,
    );
    expect(platforms!.with).toBeGreaterThan(1500);
    expect(platforms!.kinds).toBeGreaterThan(4);
    expect(counts.company_technologies).toBeGreaterThan(300);
  });

  it('draws the same rows from the same sizes and anchor', async () => {
    const digest = async () =>
      (
        await queryRows<{ d: string }>(
          t.db,
          sql`select md5(string_agg(subject || extract(epoch from sent_at)::text || coalesce(journey_id, 0), ',' order by id)) as d from emails`,
        )
      )[0]!.d;
    // Fixed by the sizes and the anchor alone: a change here changes every benchmark's data set.
    expect(await digest()).toBe('91fc247c27370f659765d50c34b9d2a5');
  });

  it('spreads rows so the screens’ filters select realistic fractions', async () => {
    const total = async (url: string) => (await t.get(url)).json().meta.total as number;
    const goodFit = await total('/api/v3/admin/companies?good_fit=true');
    expect(goodFit / 300).toBeGreaterThan(0.2);
    expect(goodFit / 300).toBeLessThan(0.4);
    const brands = await total('/api/v3/admin/companies?company_type=brand');
    expect(brands / 300).toBeGreaterThan(0.45);
    expect(brands / 300).toBeLessThan(0.75);
    // One body sentence in twenty and a few subjects speak of arrivals; a brand's name is rarer.
    const arrivals = await total('/api/v2/emails/search?search=arrivals');
    expect(arrivals / 3000).toBeGreaterThan(0.05);
    expect(arrivals / 3000).toBeLessThan(0.25);
    const harbor = await total('/api/v2/emails/search?search=harbor');
    expect(harbor / 3000).toBeGreaterThan(0.005);
    expect(harbor / 3000).toBeLessThan(0.1);

    const [sent] = await queryRows<{ first: number; last: number }>(
      t.db,
      sql`select extract(epoch from min(sent_at))::float8 * 1000 as first, extract(epoch from max(sent_at))::float8 * 1000 as last from emails`,
    );
    expect(sent!.last).toBeLessThanOrEqual(ANCHOR.getTime());
    expect(ANCHOR.getTime() - sent!.first).toBeGreaterThan(600 * 86_400_000);
  });

  it('keeps the reference shape’s distributions', async () => {
    const got = await shares(t.db);
    expect(got.harbor).toBeLessThan(0.06);
    expect(got.animated).toBeGreaterThan(0.1);
    expect(got.animated).toBeLessThan(0.2);
    expect(got.processed).toBeGreaterThan(0.85);
    // Mail spread over two years, the last two months the busiest: the skewed shape's windows hold a third at most.
    expect(got.busyEmails).toBeLessThan(0.3);
    expect(got.heavyJourneys).toBeLessThan(0.06);
  });
});

describe('the skewed scale data set, at a tiny size', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await seededApp(SCALE_SHAPES.skewed);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('puts a common word in a tenth of the names, half the mail in two busy months, and flags on half the rows', async () => {
    const got = await shares(t.db);
    // A tenth by the shape plus the one in fifty that draws "harbor" anyway.
    expect(got.harbor).toBeGreaterThan(0.07);
    expect(got.harbor).toBeLessThan(0.2);
    for (const flag of [got.goodFit, got.animated, got.processed]) {
      expect(flag).toBeGreaterThan(0.4);
      expect(flag).toBeLessThan(0.6);
    }
    expect(got.busyEmails).toBeGreaterThan(0.55);
    // Ten companies of 300 with a tenth of the journeys and of the mail besides their own share.
    expect(got.heavyJourneys).toBeGreaterThan(0.1);
    expect(got.heavyEmails).toBeGreaterThan(0.1);
  });

  it('finds the common word through the companies list', async () => {
    const harbor = (await t.get('/api/v3/admin/companies?q=harbor')).json().meta.total as number;
    expect(harbor / 300).toBeGreaterThan(0.07);
  });
});

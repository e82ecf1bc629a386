import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { createAdminApp, type AdminApp } from '../../testing/admin-app';
import { countRows } from '../tables';
import { insertScaleData, scaleSizes } from './seed-scale';

const ANCHOR = new Date('2026-03-15T00:00:00.000Z');

describe('the scale data set, at a tiny size', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
    await insertScaleData(t.db, { sizes: scaleSizes({ companies: 300 }), anchor: ANCHOR, adminId: t.adminId });
    // Sixteen set-based statements with their triggers: seconds on an idle machine, more on a busy one.
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
});

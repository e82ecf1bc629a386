import { REGISTRATION_DOMAINS, startOfDayIn } from '@tracker/core';
import { sql } from 'drizzle-orm';
import { hashPassword, randomSecret } from '../auth/password';
import type { AssetStore } from '../assets/asset-store';
import type { Executor } from '../db/client';
import { insertCatalog } from './demo/catalog';
import { insertCompanies } from './demo/companies';
import type { DemoContext } from './demo/context';
import { insertCuration } from './demo/curation';
import { insertEmails } from './demo/emails';
import { insertInbound } from './demo/inbound';
import { insertPeople } from './demo/people';
import { insertRegistrations } from './demo/registrations';
import { insertUserTracking } from './demo/user-tracking';
import { createRandom } from './random';

/** The PRNG seed: the same number always yields the same demo data. */
const DEMO_DATA_SEED = 20_240_601;

/**
 * Writes the demo data set. Content comes from a seeded PRNG; dates are fixed offsets from the
 * start of the given day (UTC), so the data looks current on any day yet has the same shape.
 */
export async function insertDemoData(
  db: Executor,
  options: { adminId: number; now: Date; assets?: AssetStore; registrationDomains?: readonly string[] },
): Promise<void> {
  const anchor = startOfDayIn(options.now);
  const registrationDomains = options.registrationDomains ?? REGISTRATION_DOMAINS;
  const ctx: DemoContext = { db, random: createRandom(DEMO_DATA_SEED), anchor, adminId: options.adminId, registrationDomains };
  // Demo users look like users who set a password, but nobody knows it: the secret is thrown away.
  const unusablePasswordHash = await hashPassword(randomSecret());

  const catalog = await insertCatalog(ctx);
  const companies = await insertCompanies(ctx, catalog);
  const people = await insertPeople(ctx, unusablePasswordHash);
  const journeys = await insertRegistrations(ctx, companies, people);
  const emails = await insertEmails(ctx, journeys, options.assets);
  await insertCuration(ctx, companies, people, emails);
  await insertUserTracking(ctx, companies, people);
  await insertInbound(ctx, options.assets);
  await updateCounts(db, anchor);
}

/** Fills the counters the console shows from the rows just written. */
export async function updateCounts(db: Executor, anchor: Date): Promise<void> {
  const at = anchor.toISOString();
  await db.execute(sql`
    update companies set
      approximate_emails = s.n,
      first_email_sent_at = s.first_sent_at,
      frequency = round((s.n * 7.0 / greatest(7, extract(epoch from (${at}::timestamptz - s.first_sent_at)) / 86400))::numeric, 2)
    from (select company_id, count(*)::int as n, min(sent_at) as first_sent_at from emails group by company_id) s
    where s.company_id = companies.id`);
  // The send-time heat map's cells, as arriving mail keeps them.
  await db.execute(sql`
    insert into company_send_hours (company_id, day_of_week, hour, emails)
    select company_id, extract(dow from sent_at at time zone 'UTC')::smallint, extract(hour from sent_at at time zone 'UTC')::smallint, count(*)::int
    from emails where company_id is not null group by 1, 2, 3
    on conflict (company_id, day_of_week, hour) do update set emails = excluded.emails`);
  await db.execute(sql`
    update companies set tracked_count = s.n
    from (select company_id, count(*)::int as n from addresses group by company_id) s
    where s.company_id = companies.id`);
  await db.execute(sql`
    update registrations set emails_count = s.n
    from (select address_id, count(*)::int as n from emails group by address_id) s
    where s.address_id = registrations.address_id`);
}

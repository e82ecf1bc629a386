import { sql } from 'drizzle-orm';
import { subscriptions, userCompanies } from '../../db/schema';
import { insertRows } from '../insert-batches';
import type { DemoCompany } from './companies';
import { daysFrom, type DemoContext } from './context';
import type { DemoPeople } from './people';

/**
 * Companies customers track (some up to their limit of 10), and a team subscription cancelling at
 * its period end, so the users and teams screens show every state.
 */
export async function insertUserTracking(ctx: DemoContext, companies: DemoCompany[], people: DemoPeople): Promise<void> {
  const { db, random, anchor } = ctx;
  const companyIds = companies.map((c) => c.id);
  await insertRows(
    db,
    userCompanies,
    people.customerIds
      .slice(0, 24)
      .flatMap((userId, i) =>
        random
          .sample(companyIds, i === 0 ? 10 : random.int(0, 6))
          .map((companyId) => ({ userId, companyId, createdAt: daysFrom(anchor, -random.int(1, 200)) })),
      ),
  );
  await db.execute(sql`
    update ${subscriptions} set cancel_at_period_end = true
    where id = (select min(id) from ${subscriptions} where team_id is not null and stripe_subscription_id is not null and account_status = 'active')`);
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, journeys } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany } from '../testing/company-fixtures';

const COMPANIES = '/api/v3/admin/companies';

type Created = {
  data: { id: string };
  included: Array<{ id: string; type: string; attributes: Record<string, unknown> }>;
  meta: { created: boolean; skipped_journey_types?: string[] };
};

// A company import run twice on one day, or twice at once, sends the same creates again: they must
// not start a company's journeys twice. On PGlite requests run one at a time; on PostgreSQL
// (TEST_DATABASE_URL) the parallel ones really overlap, and the company's row lock orders them.
describe('creating a company with journeys it already has', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function created(payload: Record<string, unknown>): Promise<Created> {
    const response = await t.post(COMPANIES, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const journeysOf = (companyId: number) => t.db.select().from(journeys).where(eq(journeys.companyId, companyId)).orderBy(journeys.id);
  const includedJourneys = (body: Created) => body.included.filter((r) => r.type === 'journeys').map((r) => [r.id, r.attributes.type]);

  it('starts no journey the second time, answering the one already there and naming its type as skipped', async () => {
    const request = { domain_name: 'twice.test', journeys: [{ type: 'email_subscriber', description: 'Newsletter signup' }], force: true };
    const first = await created(request);

    const second = await created(request);

    const [journey] = await journeysOf(Number(first.data.id));
    expect(await journeysOf(Number(first.data.id))).toHaveLength(1);
    expect(first.meta).toEqual({ created: true });
    expect(second.meta).toEqual({ created: false, skipped_journey_types: ['email_subscriber'] });
    expect(second.data.id).toBe(first.data.id);
    expect(includedJourneys(second)).toEqual([[String(journey!.id), 'email_subscriber']]);
    const audited = await t.audited('journey.create', String(journey!.id));
    expect(audited).toHaveLength(1);
  });

  it('starts the types the company lacks and skips the one it has, by company_id', async () => {
    const first = await created({ domain_name: 'partly.test', journeys: ['purchaser'] });
    const id = Number(first.data.id);

    const second = await created({ company_id: id, journeys: ['cart_abandoner', 'purchaser'] });

    expect(second.meta).toEqual({ created: false, skipped_journey_types: ['purchaser'] });
    expect((await journeysOf(id)).map((j) => j.type)).toEqual(['purchaser', 'cart_abandoner']);
    expect(includedJourneys(second).map(([, type]) => type)).toEqual(['cart_abandoner', 'purchaser']);
  });

  it('starts a journey when the one of that type the company has runs on other days', async () => {
    const id = await insertCompany(
      t.db,
      { name: 'Earlier', domain: 'earlier.test', journeys: [{ type: 'email_subscriber', status: 'upcoming', start: -1, end: 20 }] },
      t.clock.now(),
    );

    const body = await created({ company_id: id, journeys: ['email_subscriber'] });

    expect(body.meta).toEqual({ created: false });
    expect(await journeysOf(id)).toHaveLength(2);
  });

  it('starts one journey when identical requests for a company arrive at once', async () => {
    const id = await insertCompany(t.db, { name: 'At Once', domain: 'at-once.test' }, t.clock.now());
    const request = { company_id: id, journeys: ['email_subscriber'], force: true };

    const bodies = await Promise.all(Array.from({ length: 5 }, () => created(request)));

    const stored = await journeysOf(id);
    expect(stored).toHaveLength(1);
    expect(bodies.filter((b) => b.meta.skipped_journey_types === undefined)).toHaveLength(1);
    for (const body of bodies) expect(includedJourneys(body)).toEqual([[String(stored[0]!.id), 'email_subscriber']]);
  });

  it('creates one company with one journey when identical forced creates of a new domain arrive at once', async () => {
    const request = { domain_name: 'new-at-once.test', name: 'New At Once', journeys: ['email_subscriber'], force: true };

    const bodies = await Promise.all(Array.from({ length: 5 }, () => created(request)));

    const rows = await t.db.select().from(companies).where(eq(companies.domainName, 'new-at-once.test'));
    expect(rows).toHaveLength(1);
    expect(await journeysOf(rows[0]!.id)).toHaveLength(1);
    expect(bodies.map((b) => b.data.id)).toEqual(bodies.map(() => String(rows[0]!.id)));
    expect(bodies.filter((b) => b.meta.created)).toHaveLength(1);
  });
});

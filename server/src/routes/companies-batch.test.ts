import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_ENRICHMENT_LIMIT, type CompanyBatchCreateResult, type CompanyBatchLookupResult } from '@tracker/core';
import { auditLog, companies, journeys } from '../db/schema';
import { EnrichmentError, type EnrichmentProvider } from '../enrichment';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany } from '../testing/company-fixtures';

const BATCH = '/api/v3/admin/companies/batch';
const LOOKUPS = '/api/v3/admin/companies/lookups';

/** The domains enrichment was asked about, in order. */
const enriched: string[] = [];

/** Enrichment that knows every domain but those of "unknown." and answers at once. */
const enrichment: EnrichmentProvider = {
  async enrich(domain) {
    enriched.push(domain);
    if (domain.startsWith('unknown.')) throw new EnrichmentError('not_found', `No company or website answers for ${domain}.`);
    return { domain, name: `Found ${domain}`, url: `https://${domain}`, technologies: [], tags: ['Retail'] };
  },
};

// The import's batch calls: each row as the one-row call would answer it, rows refused alone,
// nothing written twice. On PostgreSQL (TEST_DATABASE_URL) the parallel batches really overlap.
describe('company batch calls', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp({ enrichment });
  });
  afterAll(async () => {
    await t.close();
  });

  async function batch(rows: Record<string, unknown>[]): Promise<CompanyBatchCreateResult['results']> {
    const response = await t.post(BATCH, { companies: rows });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as CompanyBatchCreateResult).results;
  }

  async function lookups(body: Record<string, unknown>): Promise<CompanyBatchLookupResult['results']> {
    const response = await t.post(LOOKUPS, body);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as CompanyBatchLookupResult).results;
  }

  const journeysOf = (companyId: number) => t.db.select().from(journeys).where(eq(journeys.companyId, companyId)).orderBy(journeys.id);
  const subscriber = [{ type: 'email_subscriber', description: 'Newsletter signup' }];

  describe('creating', () => {
    it('creates new domains and updates known ones, with a journey each, and says per row what it did', async () => {
      const known = await insertCompany(t.db, { name: 'Known', domain: 'known-batch.test' }, t.clock.now());

      const results = await batch([
        { domain_name: 'Fresh-Batch.test', name: 'Fresh Brand', journeys: subscriber, prioritized: true, force: true },
        { company_id: known, journeys: subscriber, prioritized: true, force: true },
      ]);

      const [fresh] = await t.db.select().from(companies).where(eq(companies.domainName, 'fresh-batch.test'));
      expect(fresh).toMatchObject({ name: 'Fresh Brand', prioritized: true, state: 'active' });
      const [freshJourney] = await journeysOf(fresh!.id);
      const [knownJourney] = await journeysOf(known);
      expect(results).toEqual([
        {
          company_id: String(fresh!.id),
          domain_name: 'fresh-batch.test',
          created: true,
          journeys: [{ id: String(freshJourney!.id), type: 'email_subscriber' }],
          skipped_journey_types: [],
        },
        {
          company_id: String(known),
          domain_name: 'known-batch.test',
          created: false,
          journeys: [{ id: String(knownJourney!.id), type: 'email_subscriber' }],
          skipped_journey_types: [],
        },
      ]);
      expect(freshJourney).toMatchObject({ status: 'upcoming', description: 'Newsletter signup' });
      const [updated] = await t.db.select().from(companies).where(eq(companies.id, known));
      expect(updated!.prioritized).toBe(true);
      const audited = await t.db
        .select({ action: auditLog.action, resourceId: auditLog.resourceId })
        .from(auditLog)
        .where(
          and(
            inArray(auditLog.resourceType, ['companies', 'journeys']),
            inArray(auditLog.resourceId, [String(fresh!.id), String(known), String(freshJourney!.id), String(knownJourney!.id)]),
          ),
        );
      expect(audited.map((a) => a.action).sort()).toEqual(['company.create', 'company.update', 'journey.create', 'journey.create']);
    });

    it('refuses a row alone: a company_id not found, a known domain without force, a name that is no domain', async () => {
      const taken = await insertCompany(t.db, { name: 'Taken', domain: 'taken-batch.test' }, t.clock.now());

      const results = await batch([
        { company_id: 999_999, journeys: subscriber },
        { domain_name: 'taken-batch.test', journeys: subscriber },
        { name: 'Just A Name', journeys: subscriber },
        { domain_name: 'fine-batch.test', journeys: subscriber },
      ]);

      expect(results.slice(0, 3)).toEqual([
        {
          error: expect.objectContaining({
            status: '404',
            code: 'not_found',
            detail: 'No company has the id 999999.',
            source: { pointer: '/companies/0/company_id' },
          }),
        },
        {
          error: expect.objectContaining({
            status: '409',
            code: 'conflict',
            detail: expect.stringContaining(`(id ${taken})`),
            source: { pointer: '/companies/1/domain_name' },
          }),
        },
        { error: expect.objectContaining({ status: '422', code: 'invalid_input', source: { pointer: '/companies/2/domain_name' } }) },
      ]);
      expect(results[3]).toMatchObject({ domain_name: 'fine-batch.test', created: true });
      expect(await journeysOf(taken)).toHaveLength(0);
    });

    it('creates nothing twice: a batch sent again, or a domain twice in one batch, starts each journey once', async () => {
      const rows = [
        { domain_name: 'again-batch.test', journeys: subscriber, force: true },
        { domain_name: 'again-batch.test', journeys: [...subscriber, { type: 'purchaser' }], force: true },
      ];
      const first = await batch(rows);
      const second = await batch(rows);

      const [company] = await t.db.select().from(companies).where(eq(companies.domainName, 'again-batch.test'));
      expect((await journeysOf(company!.id)).map((j) => j.type)).toEqual(['email_subscriber', 'purchaser']);
      expect(first.map((r) => 'created' in r && [r.created, r.journeys.map((j) => j.type), r.skipped_journey_types])).toEqual([
        [true, ['email_subscriber'], []],
        [false, ['purchaser'], ['email_subscriber']],
      ]);
      expect(second.map((r) => 'created' in r && [r.created, r.journeys, r.skipped_journey_types])).toEqual([
        [false, [], ['email_subscriber']],
        [false, [], ['email_subscriber', 'purchaser']],
      ]);
    });

    it('starts one journey per company when batches sharing companies arrive at once', async () => {
      const ids = await Promise.all(
        Array.from({ length: 6 }, (_, i) => insertCompany(t.db, { name: `Shared ${i}`, domain: `shared-${i}.test` }, t.clock.now())),
      );
      const rows = [
        ...ids.map((id) => ({ company_id: id, journeys: subscriber, force: true })),
        ...[0, 1, 2].map((i) => ({ domain_name: `new-shared-${i}.test`, journeys: subscriber, force: true })),
      ];
      // Each batch has the rows in another order: locks taken in one order cannot deadlock.
      const orders = [rows, rows.toReversed(), [...rows.slice(3), ...rows.slice(0, 3)]];

      const answers = await Promise.all(orders.map((order) => batch(order)));

      for (const id of ids) expect(await journeysOf(id)).toHaveLength(1);
      const created = await t.db
        .select()
        .from(companies)
        .where(inArray(companies.domainName, ['new-shared-0.test', 'new-shared-1.test', 'new-shared-2.test']));
      expect(created).toHaveLength(3);
      for (const company of created) expect(await journeysOf(company.id)).toHaveLength(1);
      const outcomes = answers.flat();
      expect(outcomes.every((r) => 'created' in r)).toBe(true);
      expect(outcomes.filter((r) => 'created' in r && r.created)).toHaveLength(3);
      expect(outcomes.filter((r) => 'journeys' in r && r.journeys.length === 1)).toHaveLength(rows.length);
    });

    it('refuses an empty batch and one over the limit, and a malformed row, as a whole', async () => {
      for (const body of [
        { companies: [] },
        { companies: Array.from({ length: 501 }, (_, i) => ({ domain_name: `x${i}.test` })) },
        { companies: [{ journeys: ['nope'] }] },
      ]) {
        const response = await t.post(BATCH, body);
        expect(response.statusCode, response.body).toBe(422);
      }
      const response = await t.post(BATCH, { companies: Array.from({ length: 501 }, (_, i) => ({ domain_name: `x${i}.test` })) });
      expect(response.json().errors[0].detail).toContain('At most 500 companies a call');
    });
  });

  describe('looking up', () => {
    it('finds by domain, exact name and id, offers what enrichment finds for an unknown domain, and says why for the rest', async () => {
      const byDomain = await insertCompany(t.db, { name: 'Lookup Domain', domain: 'lookup-domain.test' }, t.clock.now());
      const byName = await insertCompany(t.db, { name: 'Lookup By Name', domain: 'lookup-name.test', state: 'merged' }, t.clock.now());

      const results = await lookups({
        values: [
          'https://www.Lookup-Domain.test/shop',
          'lookup by name',
          String(byDomain),
          'enriched-lookup.test',
          'unknown.test',
          'No Such Brand',
        ],
        clearbit: true,
      });

      expect(
        results.map((r) =>
          'data' in r ? [r.data?.id ?? null, r.data?.attributes.state ?? r.meta.candidate?.name] : [r.error.status, r.error.detail],
        ),
      ).toEqual([
        [String(byDomain), 'active'],
        [String(byName), 'merged'],
        [String(byDomain), 'active'],
        [null, 'Found enriched-lookup.test'],
        ['404', 'No company or website answers for unknown.test.'],
        ['404', 'No company matches "No Such Brand".'],
      ]);
      expect(results[4]).toMatchObject({ error: { source: { pointer: '/values/4' } } });
      // Enrichment stores nothing: the import creates the company later, if asked to.
      expect(await t.db.select().from(companies).where(eq(companies.domainName, 'enriched-lookup.test'))).toEqual([]);
    });

    it('without clearbit, does not ask enrichment about an unknown domain', async () => {
      const [result] = await lookups({ values: ['enriched-lookup.test'], clearbit: false });
      expect(result).toMatchObject({ error: { status: '404', detail: 'No company matches "enriched-lookup.test".' } });
    });

    it(`enriches at most ${LOOKUP_ENRICHMENT_LIMIT} unknown domains a call, answers the rest without enrichment, and says so`, async () => {
      const values = Array.from({ length: LOOKUP_ENRICHMENT_LIMIT + 3 }, (_, i) => `many-${i}.test`);

      const response = await t.post(LOOKUPS, { values, clearbit: true });

      const { results, meta } = response.json() as CompanyBatchLookupResult;
      expect(results.slice(0, LOOKUP_ENRICHMENT_LIMIT).every((r) => 'data' in r && r.meta.source === 'enrichment')).toBe(true);
      expect(results.slice(LOOKUP_ENRICHMENT_LIMIT)).toEqual(
        values.slice(LOOKUP_ENRICHMENT_LIMIT).map((value, i) => ({
          error: expect.objectContaining({
            status: '404',
            detail: `No company matches "${value}"; not enriched: one call enriches at most ${LOOKUP_ENRICHMENT_LIMIT} unknown domains, send this one in another call.`,
            source: { pointer: `/values/${LOOKUP_ENRICHMENT_LIMIT + i}` },
          }),
        })),
      );
      expect(meta).toEqual({ enrichment_limit: LOOKUP_ENRICHMENT_LIMIT, not_enriched: 3 });
      expect(enriched.filter((domain) => domain.startsWith('many-'))).toHaveLength(LOOKUP_ENRICHMENT_LIMIT);
    });

    it('with stats, stores each found company’s email statistics first', async () => {
      const id = await insertCompany(t.db, { name: 'Stats Batch', domain: 'stats-batch.test', trackedCount: 7 }, t.clock.now());
      const [result] = await lookups({ values: ['stats-batch.test'], stats: true });
      expect(result).toMatchObject({ data: { id: String(id), attributes: { tracked_count: 0, approximate_emails: 0 } } });
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.resourceId, String(id)));
      expect(audited.map((a) => a.action)).toEqual(['company.stats']);
    });
  });
});

describe('a batch lookup of unknown domains', () => {
  let t: AdminApp;
  let started = 0;
  let release: () => void = () => undefined;
  const allStarted = new Promise<void>((resolve) => (release = resolve));
  beforeAll(async () => {
    // Each enrichment waits until three have started: run one after the other, they would never end.
    t = await createAdminApp({
      enrichment: {
        async enrich(domain) {
          started += 1;
          if (started === 3) release();
          await allStarted;
          return { domain, name: `Found ${domain}`, url: `https://${domain}`, technologies: [], tags: [] };
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('enriches them together, so the call lasts as long as the slowest website rather than their sum', async () => {
    const response = await t.post(LOOKUPS, { values: ['one.test', 'two.test', 'three.test'], clearbit: true });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as CompanyBatchLookupResult).results.map((r) => 'data' in r && r.meta.candidate?.domain_name)).toEqual([
      'one.test',
      'two.test',
      'three.test',
    ]);
  });
});

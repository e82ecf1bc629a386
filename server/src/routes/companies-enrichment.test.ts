import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, auditLog, companies, emails, journeys, technologies } from '../db/schema';
import { createHomepageProvider } from '../enrichment';
import { startLocalServer, stubResolver, type LocalServer } from '../testing/enrichment-test-support';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { daysFrom } from '../testing/company-fixtures';

const COMPANIES = '/api/v3/admin/companies';
const LOOKUP = `${COMPANIES}/lookup`;

const NORDIC_HOMEPAGE = `<!DOCTYPE html>
<html><head>
  <title>Home | Nordic Knits</title>
  <meta name="description" content="Hand-made wool sweaters from Norway.">
  <link rel="apple-touch-icon" href="https://cdn.shopify.com/s/files/1/0001/apple-touch-icon.png">
  <script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=NkAbC1"></script>
</head><body><h1>Warm by design</h1></body></html>`;

const NEW_LOGO_HOMEPAGE = `<!DOCTYPE html>
<html><head><title>Logo Swap</title><link rel="apple-touch-icon" href="/icons/new-logo.png"></head></html>`;

describe('company lookup and enrichment', () => {
  let t: AdminApp;
  let site: LocalServer;

  beforeAll(async () => {
    // One local server answers for every site by its Host header; nothing leaves the machine.
    site = await startLocalServer((req, res) => {
      const host = (req.headers.host ?? '').split(':')[0];
      if (host === 'nordicknits.test' || host === 'curated.test') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-shopid': '55512345' });
        return res.end(NORDIC_HOMEPAGE);
      }
      if (host === 'logo-swap.test') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(NEW_LOGO_HOMEPAGE);
      }
      if (host === 'nologo.test') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html><head><title>No Logo Here</title></head></html>');
      }
      res.writeHead(404, 'Not Found', { 'content-type': 'text/html' });
      res.end('<h1>Not here</h1>');
    });
    const hosts = ['nordicknits.test', 'curated.test', 'logo-swap.test', 'nologo.test', 'gone.test'];
    const resolver = stubResolver({
      addresses: Object.fromEntries(hosts.map((h) => [h, ['127.0.0.1']])),
      mx: { 'nordicknits.test': ['aspmx.l.google.com'] },
      txt: { 'nordicknits.test': [['v=spf1 include:sendgrid.net ~all']] },
    });
    const enrichment = createHomepageProvider({
      resolver,
      allowPrivateNetworks: true,
      homepageUrls: (domain) => [`http://${domain}:${site.port}/`],
    });
    t = await createAdminApp({ enrichment });
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  async function createCompany(payload: Record<string, unknown>) {
    const response = await t.post(COMPANIES, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; attributes: Record<string, unknown> };
  }

  const companyCount = async () => (await t.db.select({ id: companies.id }).from(companies)).length;

  describe('looking up', () => {
    it('answers 404 for an unknown domain without enrichment, and 422 when given nothing to look up', async () => {
      const unknown = await t.get(`${LOOKUP}?q=unknown-brand.test`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errors[0]).toMatchObject({ code: 'not_found', source: { parameter: 'q' } });

      const nothing = await t.get(LOOKUP);
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json().errors[0].source).toEqual({ parameter: 'q' });

      const badUrl = await t.get(`${LOOKUP}?url=${encodeURIComponent('mailto:someone')}`);
      expect(badUrl.statusCode).toBe(422);
      expect(badUrl.json().errors[0].source).toEqual({ parameter: 'url' });
    });

    it('with clearbit, returns what enrichment finds for an unknown domain as a candidate, storing nothing', async () => {
      const before = await companyCount();

      const response = await t.get(`${LOOKUP}?q=${encodeURIComponent('https://www.NordicKnits.test/shop')}&clearbit=true`);

      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.data).toBeNull();
      expect(body.meta.source).toBe('enrichment');
      expect(body.meta.candidate).toMatchObject({
        domain_name: 'nordicknits.test',
        name: 'Nordic Knits',
        description: 'Hand-made wool sweaters from Norway.',
        logo_url: 'https://cdn.shopify.com/s/files/1/0001/apple-touch-icon.png',
        url: `http://nordicknits.test:${site.port}/`,
      });
      expect(body.meta.candidate.technologies).toEqual(
        expect.arrayContaining([
          { name: 'Klaviyo', type: 'esp' },
          { name: 'SendGrid', type: 'smtpaas' },
          { name: 'Shopify', type: 'content' },
        ]),
      );
      expect(await companyCount()).toBe(before);
    });

    it('answers 404 with the provider’s message when enrichment of an unknown domain fails', async () => {
      const response = await t.get(`${LOOKUP}?q=gone.test&clearbit=true`);

      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ code: 'not_found', detail: 'gone.test answered 404 Not Found' });
    });

    it('finds a stored company by domain, exact name, numeric id, company_id and url', async () => {
      const company = await createCompany({ domain_name: 'lookup-me.test', name: 'Lookup Me' });
      const queries = [
        'q=LOOKUP-ME.test',
        `q=${encodeURIComponent('https://www.lookup-me.test/about')}`,
        `q=${encodeURIComponent('lookup me')}`,
        `q=${company.id}`,
        `company_id=${company.id}`,
        `q=${company.id}&company_id=${company.id}`,
        `url=${encodeURIComponent('http://lookup-me.test/x')}&force=false`,
      ];
      for (const query of queries) {
        const response = await t.get(`${LOOKUP}?${query}`);
        expect(response.statusCode, query).toBe(200);
        expect(response.json().data.id, query).toBe(company.id);
        expect(response.json().meta, query).toEqual({ source: 'database' });
      }
      expect((await t.get(`${LOOKUP}?q=${encodeURIComponent('lookup')}`)).statusCode).toBe(404);
      expect((await t.get(`${LOOKUP}?q=99999999999`)).statusCode).toBe(404);
    });

    it('with current=true, includes the company’s live journeys only', async () => {
      const company = await createCompany({ domain_name: 'journeyed.test', journeys: ['email_subscriber'] });
      const now = t.clock.now();
      await t.db.insert(journeys).values({
        companyId: Number(company.id),
        type: 'purchaser',
        status: 'archived',
        startDate: daysFrom(now, -60),
        endDate: daysFrom(now, -39),
      });

      const response = await t.get(`${LOOKUP}?q=journeyed.test&current=true`);

      const included = response.json().included;
      expect(included).toHaveLength(1);
      expect(included[0]).toMatchObject({ type: 'journeys', attributes: { type: 'email_subscriber', status: 'upcoming' } });
      expect((await t.get(`${LOOKUP}?q=journeyed.test`)).json().included).toBeUndefined();
    });

    it('with force, refreshes enrichment for a known company without storing it, and reports a failure beside it', async () => {
      const known = await createCompany({ domain_name: 'nordicknits.test' });

      const refreshed = (await t.get(`${LOOKUP}?url=${encodeURIComponent('https://nordicknits.test')}&force=true`)).json();
      expect(refreshed.data.id).toBe(known.id);
      expect(refreshed.meta).toMatchObject({ source: 'database', candidate: { name: 'Nordic Knits' } });
      const [stored] = await t.db
        .select()
        .from(companies)
        .where(eq(companies.id, Number(known.id)));
      expect(stored).toMatchObject({ name: 'Nordicknits', logoUrl: null });

      const gone = await createCompany({ domain_name: 'gone.test' });
      const failed = await t.get(`${LOOKUP}?q=gone.test&clearbit=true&force=true`);
      expect(failed.statusCode).toBe(200);
      expect(failed.json().data.id).toBe(gone.id);
      expect(failed.json().meta).toEqual({ source: 'database', enrichment_error: 'gone.test answered 404 Not Found' });
    });

    it('with stats, stores email counts, first email, weekly frequency and inboxes up to end_date', async () => {
      const company = await createCompany({ domain_name: 'counted.test' });
      const id = Number(company.id);
      const [a, b] = await t.db
        .insert(addresses)
        .values([{ emailAddress: 'one@inbox.tracker.example' }, { emailAddress: 'two@inbox.tracker.example' }])
        .returning();
      const sent = (iso: string, addressId: number) => ({ guid: randomUUID(), companyId: id, addressId, sentAt: new Date(iso) });
      await t.db
        .insert(emails)
        .values([
          sent('2025-01-01T10:00:00Z', a!.id),
          sent('2025-01-08T10:00:00Z', a!.id),
          sent('2025-01-15T10:00:00Z', b!.id),
          sent('2025-01-29T09:00:00Z', b!.id),
          sent('2025-02-05T10:00:00Z', b!.id),
        ]);

      const response = await t.get(`${LOOKUP}?q=counted.test&stats=true&end_date=2025-01-28`);

      expect(response.json().data.attributes).toMatchObject({
        approximate_emails: 3,
        first_email_sent_at: '2025-01-01T10:00:00.000Z',
        tracked_count: 2,
      });
      // Three emails from Jan 1st 10:00 to the end of Jan 28th: 3 / (27 days 14 hours / 7 days).
      expect(response.json().data.attributes.frequency).toBeCloseTo(0.76, 2);
      const [stored] = await t.db.select().from(companies).where(eq(companies.id, id));
      expect(stored).toMatchObject({ approximateEmails: 3, trackedCount: 2 });
      const all = await t.get(`${LOOKUP}?q=counted.test&stats=true`);
      expect(all.json().data.attributes.approximate_emails).toBe(5);
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.stats'));
      expect(audits.length).toBe(2);
    });
  });

  describe('enriching a stored company', () => {
    it('stores the name it replaces, description, logo, website, tags and typed technologies', async () => {
      const company = await createCompany({ domain_name: 'www.nordicknits.test', force: true });

      const response = await t.put(`${COMPANIES}/${company.id}/clearbit`);

      expect(response.statusCode, response.body).toBe(200);
      const attributes = response.json().data.attributes;
      expect(attributes).toMatchObject({
        name: 'Nordic Knits',
        description: 'Hand-made wool sweaters from Norway.',
        logo_url: 'https://cdn.shopify.com/s/files/1/0001/apple-touch-icon.png',
        url: 'http://nordicknits.test',
        websiteUrl: `http://nordicknits.test:${site.port}/`,
      });
      expect(attributes.technologies.map(({ name, type }: { name: string; type: string }) => `${name}:${type}`)).toEqual(
        expect.arrayContaining(['Klaviyo:esp', 'SendGrid:smtpaas', 'Google Workspace:smtpaas', 'Shopify:content']),
      );
      const [klaviyo] = await t.db.select().from(technologies).where(eq(technologies.name, 'Klaviyo'));
      expect(klaviyo?.type).toBe('esp');
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.enrich'));
      expect(entry?.before).toMatchObject({ name: 'Nordicknits' });
    });

    it('keeps a name and description staff wrote', async () => {
      const company = await createCompany({ domain_name: 'curated.test', name: 'Curated Name', description: 'Our words' });

      const attributes = (await t.put(`${COMPANIES}/${company.id}/clearbit`)).json().data.attributes;

      expect(attributes).toMatchObject({
        name: 'Curated Name',
        description: 'Our words',
        logo_url: expect.stringContaining('apple-touch-icon'),
      });
    });

    it('answers 422 with the provider’s message when enrichment fails, changing nothing', async () => {
      const gone = await t.get(`${LOOKUP}?q=gone.test`);
      const id = gone.json().data.id;

      const response = await t.put(`${COMPANIES}/${id}/clearbit`);

      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ code: 'invalid_input', detail: 'gone.test answered 404 Not Found' });
      expect((await t.put(`${COMPANIES}/999999/clearbit`)).statusCode).toBe(404);
    });
  });

  describe('refetching a logo', () => {
    it('stores only the logo', async () => {
      const company = await createCompany({ domain_name: 'logo-swap.test' });

      const response = await t.put(`${COMPANIES}/${company.id}/clearbit-logo-refetch`, { id: company.id, attributes: {} });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes).toMatchObject({
        logo_url: `http://logo-swap.test:${site.port}/icons/new-logo.png`,
        name: 'Logo-swap',
        websiteUrl: null,
        clearbit_tags: [],
      });
    });

    it('answers 422 when the site has no logo or cannot be read', async () => {
      const noLogo = await createCompany({ domain_name: 'nologo.test' });
      const missing = await t.put(`${COMPANIES}/${noLogo.id}/clearbit-logo-refetch`);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors[0].detail).toBe('No logo found on nologo.test.');

      const gone = (await t.get(`${LOOKUP}?q=gone.test`)).json().data.id;
      const failed = await t.put(`${COMPANIES}/${gone}/clearbit-logo-refetch`);
      expect(failed.statusCode).toBe(422);
      expect(failed.json().errors[0].detail).toBe('gone.test answered 404 Not Found');
    });
  });
});

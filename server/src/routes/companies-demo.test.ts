import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_HEALTHS, JOURNEY_TYPES, type Company } from '@tracker/core';
import { DEMO_COMPANY_COUNT } from '../seed/demo/companies';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

/** The list over the demo data set: the filters agree with what each company shows. */
describe('the companies list over the demo data', () => {
  let t: AdminApp;
  let everyone: Company[];

  beforeAll(async () => {
    t = await createAdminApp({ demoData: true });
    everyone = await all('');
  });
  afterAll(async () => {
    await t.close();
  });

  async function all(query: string, size = 250): Promise<Company[]> {
    const found: Company[] = [];
    for (let page = 1; ; page++) {
      const response = await t.get(`/api/v3/admin/companies?size=${size}&page=${page}${query ? `&${query}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      found.push(...body.data);
      if (page >= body.meta.pages) {
        expect(found).toHaveLength(body.meta.total);
        return found;
      }
    }
  }

  const ids = (companies: Company[]) => companies.map((c) => c.id).sort();

  it('lists every demo company, with every health (healthy included) for every journey type', () => {
    expect(everyone).toHaveLength(DEMO_COMPANY_COUNT);
    for (const type of JOURNEY_TYPES) {
      const shown = new Set(everyone.map((c) => c.attributes.journey_health[type]));
      for (const value of [...JOURNEY_HEALTHS, null]) expect(shown.has(value), `${type} ${String(value)}`).toBe(true);
    }
  });

  it('filters by health exactly as each company’s journey_health reads, type by type', async () => {
    for (const type of JOURNEY_TYPES) {
      for (const health of JOURNEY_HEALTHS) {
        const expected = everyone.filter((c) => c.attributes.journey_health[type] === health);
        expect(ids(await all(`health=${health}&journey_types=${type}`)), `${health} ${type}`).toEqual(ids(expected));
      }
    }
  });

  it('filters by health over all journey types by default', async () => {
    for (const health of JOURNEY_HEALTHS) {
      const expected = everyone.filter((c) => Object.values(c.attributes.journey_health).includes(health));
      expect(ids(await all(`health=${health}`)), health).toEqual(ids(expected));
    }
  });

  it('pages through ties without repeating or skipping a company', async () => {
    for (const sort of ['tracked_count:asc', 'approximate_emails:desc', 'name:asc']) {
      const walked = await all(`sort=${sort}`, 17);
      expect(new Set(walked.map((c) => c.id)).size, sort).toBe(DEMO_COMPANY_COUNT);
    }
  });

  it('finds companies by part of their name or domain', async () => {
    const word = everyone[0]!.attributes.name.split(' ')[0]!.toLowerCase();
    const expected = everyone.filter((c) => c.attributes.name.toLowerCase().includes(word) || c.attributes.domain_name.includes(word));
    expect(expected.length).toBeGreaterThan(1);
    expect(ids(await all(`q=${word.toUpperCase()}`))).toEqual(ids(expected));
  });
});

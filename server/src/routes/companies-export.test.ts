import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_EXPORT_LIMIT } from '@tracker/core';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany } from '../testing/company-fixtures';
import { testClock } from '@tracker/core/testing';

const EXPORT = '/api/v3/admin/companies/export';
// The header a spreadsheet shows, as the spec names the columns.
const HEADER =
  'id,name,domain_name,state,valid,type,good_fit,featured,premium,prioritized,url,websiteUrl,technologies,verticals,tags,clearbit_tags,tracked_count,approximate_emails,frequency,first_email_sent_at,created_at'.split(
    ',',
  );

/** The records of an exported CSV, read by papaparse; every line, the last too, ends in CRLF. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n'), 'the file ends with a complete line').toBe(true);
  const { data, errors } = Papa.parse<string[]>(text, { newline: '\r\n', skipEmptyLines: true });
  expect(errors).toEqual([]);
  return data;
}

describe('exporting companies as CSV', () => {
  let t: AdminApp;
  // The app's clock (createAdminApp's default).
  const now = testClock.now();
  beforeAll(async () => {
    t = await createAdminApp();
    const risky: Array<[string, string]> = [
      ['=HYPERLINK("http://evil.test","Click")', 'formula.test'],
      ['+Plus, Commas', 'plus.test'],
      ['-Minus', 'minus.test'],
      ['@At', 'at.test'],
      ['\tTabbed', 'tab.test'],
      ['\rReturned', 'cr.test'],
    ];
    for (const [name, domain] of risky) await insertCompany(t.db, { name, domain }, now);
    await insertCompany(
      t.db,
      {
        name: 'Zulu Zoo',
        domain: 'zulu.test',
        goodFit: true,
        tags: ['dtc', 'sms'],
        technologies: [
          ['Klaviyo', 'esp'],
          ['Shopify', 'content'],
        ],
        trackedCount: 4,
        approximateEmails: 80,
        url: 'http://zulu.test',
      },
      now,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams a header and one row per company, neutralising formulas, as an attachment', async () => {
    const response = await t.get(EXPORT);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="companies-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['x-total-count']).toBe('7');
    expect(response.headers['x-export-limited']).toBeUndefined();
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(8);
    const names = rows.slice(1).map((r) => r[1]);
    expect(names).toEqual(
      expect.arrayContaining([`'=HYPERLINK("http://evil.test","Click")`, "'+Plus, Commas", "'-Minus", "'@At", "'\tTabbed", "'\rReturned"]),
    );
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    const zulu = rows.find((r) => r[1] === 'Zulu Zoo')!;
    expect(Object.fromEntries(HEADER.map((h, i) => [h, zulu[i]]))).toMatchObject({
      domain_name: 'zulu.test',
      state: 'active',
      valid: 'true',
      good_fit: 'true',
      url: 'http://zulu.test',
      technologies: 'Klaviyo; Shopify',
      tags: 'dtc; sms',
      tracked_count: '4',
      approximate_emails: '80',
      frequency: '',
    });
  });

  it('exports what the list filters and in the list order', async () => {
    const filtered = await t.get(`${EXPORT}?good_fit=true`);
    expect(filtered.headers['x-total-count']).toBe('1');
    expect(
      parseCsv(filtered.body)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['Zulu Zoo']);

    const list = await t.get('/api/v3/admin/companies?sort=domain_name:desc');
    const sorted = await t.get(`${EXPORT}?sort=domain_name:desc`);
    expect(
      parseCsv(sorted.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(list.json().data.map((c: { id: string }) => c.id));
  });

  it('refuses bad filters with a JSON error, not a CSV', async () => {
    const response = await t.get(`${EXPORT}?sort=secret:asc`);
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().errors[0].source).toEqual({ parameter: 'sort' });
  });

  it('stops at 9,999 rows and says how many matched', async () => {
    await t.db.execute(sql`insert into companies (name, domain_name, created_at)
      select 'Bulk ' || lpad(n::text, 5, '0'), 'bulk-' || n || '.test', now() - n * interval '1 minute'
      from generate_series(1, 10050) as n`);

    const response = await t.get(EXPORT);

    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(10050 + 7));
    expect(response.headers['x-export-limited']).toBe('true');
    const rows = parseCsv(response.body);
    expect(rows).toHaveLength(COMPANY_EXPORT_LIMIT + 1);
    const ids = rows.slice(1).map((r) => r[0]);
    expect(new Set(ids).size).toBe(COMPANY_EXPORT_LIMIT);
    const firstPage = await t.get('/api/v3/admin/companies?size=250');
    expect(ids.slice(0, 250)).toEqual(firstPage.json().data.map((c: { id: string }) => c.id));

    const page = await t.get(`${EXPORT}?q=bulk-1000`);
    expect(page.headers['x-total-count']).toBe('11');
    expect(page.headers['x-export-limited']).toBeUndefined();
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '@tracker/core/testing';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany } from '../testing/company-fixtures';
import { encodeCursor } from '../lists/page-cursor';

type Page = { data: Array<{ id: string }>; meta: { page: number; pages: number; next_cursor?: string; previous_cursor?: string } };

/** A list's sorts, each both ways, and its default order (''). */
function sorts(...fields: string[]): string[] {
  return ['', ...fields.flatMap((field) => [`sort=${field}:asc`, `sort=${field}:desc`])];
}

/** Each list whose order is a key, with every order it takes, over the demo data. */
const LISTS: Array<{ path: string; queries: string[]; size: number }> = [
  {
    path: '/api/v3/admin/companies',
    queries: sorts('name', 'domain_name', 'created_at', 'updated_at', 'tracked_count', 'approximate_emails', 'first_email_sent_at'),
    size: 40,
  },
  { path: '/api/v2/emails/search', queries: ['', 'search=welcome', 'processed=true'], size: 40 },
  { path: '/api/v1/admin/registrations', queries: ['status=all&order=asc', 'status=all&order=desc', 'status=all&emails=with'], size: 20 },
  { path: '/api/v3/journeys', queries: sorts('start_date', 'end_date', 'created_at', 'type', 'status'), size: 40 },
  { path: '/api/v1/admin/addresses', queries: [''], size: 20 },
  { path: '/api/v1/admin/users', queries: sorts('email', 'created_at', 'updated_at'), size: 5 },
  // A search by inbox reads its matches first (all of the demo's hold "@").
  { path: '/api/v1/admin/inbound/messages', queries: ['', 'recipient=@', 'state=processed'], size: 5 },
];

describe('walking a list by cursor', () => {
  let t: AdminApp;

  beforeAll(async () => {
    t = await createAdminApp({ demoData: true });
    // Ties on every company sort key and companies without the nullable ones, beside the demo's.
    for (const n of [1, 2, 3]) {
      await insertCompany(t.db, { name: 'Twin Goods', domain: `twin-${n}.test`, trackedCount: 2, created: -3 }, testClock.now());
    }
  });
  afterAll(async () => {
    await t.close();
  });

  async function page(path: string, query: string): Promise<Page> {
    const response = await t.get(`${path}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** Every row's id, page number after page number. */
  async function byPage(path: string, query: string, size: number): Promise<string[]> {
    const ids: string[] = [];
    for (let n = 1; ; n++) {
      const { data, meta } = await page(path, `${query}&size=${size}&page=${n}`);
      ids.push(...data.map((row) => row.id));
      if (n >= meta.pages) return ids;
    }
  }

  /** Every row's id, following each page's next cursor, and the last page's meta; each page says its number. */
  async function byCursor(path: string, query: string, size: number): Promise<{ ids: string[]; last: Page['meta'] }> {
    const ids: string[] = [];
    for (let n = 1, cursor = ''; ; n++) {
      const { data, meta } = await page(path, `${query}&size=${size}${cursor}`);
      expect(meta.page).toBe(n);
      ids.push(...data.map((row) => row.id));
      if (!meta.next_cursor) return { ids, last: meta };
      cursor = `&cursor=${encodeURIComponent(meta.next_cursor)}`;
    }
  }

  /** Every row's id, from the last page back to the first by each page's previous cursor. */
  async function backwards(path: string, query: string, size: number, last: Page['meta']): Promise<string[]> {
    const pages: string[][] = [];
    let previous = last.previous_cursor;
    while (previous) {
      const { data, meta } = await page(path, `${query}&size=${size}&cursor=${encodeURIComponent(previous)}`);
      pages.unshift(data.map((row) => row.id));
      previous = meta.previous_cursor;
      if (!previous) expect(meta.page).toBe(1);
    }
    return pages.flat();
  }

  for (const { path, queries, size } of LISTS) {
    for (const query of queries) {
      it(`gives the rows page numbers give: ${path}?${query}`, async () => {
        const numbered = await byPage(path, query, size);
        const { ids, last } = await byCursor(path, query, size);

        expect(numbered.length).toBeGreaterThan(size * 2);
        expect(ids).toEqual(numbered);
        const lastPage = numbered.slice(Math.floor((numbered.length - 1) / size) * size);
        expect(await backwards(path, query, size, last)).toEqual(numbered.slice(0, numbered.length - lastPage.length));
      });
    }
  }

  it('neither repeats nor skips a row when rows are added behind and ahead of the walk', async () => {
    const path = '/api/v3/admin/companies';
    const before = await byPage(path, 'sort=name:asc', 40);
    const first = await page(path, 'sort=name:asc&size=40');
    await insertCompany(t.db, { name: '0 Behind', domain: 'behind.test' }, testClock.now());
    const ahead = await insertCompany(t.db, { name: 'zz Ahead', domain: 'ahead.test' }, testClock.now());

    const ids = [...first.data.map((row) => row.id)];
    for (let cursor = first.meta.next_cursor; cursor;) {
      const next = await page(path, `sort=name:asc&size=40&cursor=${encodeURIComponent(cursor)}`);
      ids.push(...next.data.map((row) => row.id));
      cursor = next.meta.next_cursor;
    }

    expect(ids).toEqual([...before, String(ahead)]);
  });

  it('gives no cursor for a search ranked by relevance, whose pages go on by number', async () => {
    const first = await page('/api/v3/admin/companies', 'q=a&size=5');
    const second = await page('/api/v3/admin/companies', 'q=a&size=5&page=2');

    expect(first.meta.pages).toBeGreaterThan(1);
    expect(first.meta.next_cursor).toBeUndefined();
    expect(second.meta.previous_cursor).toBeUndefined();
    expect(second.data.map((row) => row.id)).not.toEqual(first.data.map((row) => row.id));
  });

  describe('a cursor the list cannot read', () => {
    async function refusal(query: string) {
      const response = await t.get(`/api/v3/admin/companies?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors[0];
    }

    it('from another search is a 400 that says to start again from page 1', async () => {
      const { meta } = await page('/api/v3/admin/companies', 'sort=created_at:desc&size=10');

      expect(await refusal(`sort=created_at:asc&size=10&cursor=${encodeURIComponent(meta.next_cursor!)}`)).toMatchObject({
        status: '400',
        code: 'invalid_cursor',
        detail: 'This cursor belongs to another search: start again from page 1.',
        source: { parameter: 'cursor' },
      });
    });

    it("made up, cut, or with a key that is not the sort's type, is a 400 and never a 500", async () => {
      const { meta } = await page('/api/v3/admin/companies', 'sort=created_at:desc&size=10');
      const [body = ''] = meta.next_cursor!.split('.');
      const fingerprint = JSON.parse(Buffer.from(body, 'base64url').toString())[4];
      const forged = encodeCursor({ key: 'not a date', id: 1, direction: 'next', page: 2 }, fingerprint)!;

      for (const cursor of ['nonsense', meta.next_cursor!.slice(0, -2), forged]) {
        expect((await refusal(`sort=created_at:desc&size=10&cursor=${encodeURIComponent(cursor)}`)).detail).toMatch(
          /start again from page 1/,
        );
      }
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '@tracker/core/testing';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany } from '../testing/company-fixtures';

type Page = { data: Array<{ id: string }>; meta: { page: number; pages: number; next_cursor?: string; previous_cursor?: string } };

/** Each list whose order is a key, with every sort it takes (undefined: its default order). */
const LISTS: Array<{ path: string; sorts: Array<string | undefined>; size: number }> = [
  {
    path: '/api/v3/admin/companies',
    sorts: [undefined, 'name', 'domain_name', 'created_at', 'updated_at', 'tracked_count', 'approximate_emails', 'first_email_sent_at'],
    size: 40,
  },
];

/** A list's sorts, each both ways. */
function orders(sorts: Array<string | undefined>): string[] {
  return sorts.flatMap((sort) => (sort === undefined ? [''] : [`sort=${sort}:asc`, `sort=${sort}:desc`]));
}

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

  for (const { path, sorts, size } of LISTS) {
    for (const query of orders(sorts)) {
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
});

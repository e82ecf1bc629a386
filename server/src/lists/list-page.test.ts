import { describe, expect, it } from 'vitest';
import { TOTAL_COUNT_CAP } from '@tracker/core';
import { listPage } from './list-page';
import type { PageWindow } from './page-window';

describe('a list page', () => {
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  const query = async ({ limit, offset }: PageWindow) => ({ rows: letters.slice(offset, offset + limit), total: letters.length });

  it('reads the window of rows its page covers and maps them, with the meta of that page', async () => {
    const page = await listPage({ page: 3, size: 10 }, query, (rows) => rows.map((id) => ({ id, type: 'letters' })));
    expect(page).toEqual({
      data: ['u', 'v', 'w', 'x', 'y', 'z'].map((id) => ({ id, type: 'letters' })),
      meta: { page: 3, size: 10, total: 26, pages: 3 },
    });
  });

  it('maps the whole page in one call, so a mapper can read what the rows need in one query', async () => {
    const calls: string[][] = [];
    await listPage({ page: 1, size: 5 }, query, async (rows) => {
      calls.push(rows);
      return rows;
    });
    expect(calls).toEqual([['a', 'b', 'c', 'd', 'e']]);
  });

  it('keeps the total of the list past its last page, with no rows', async () => {
    expect(await listPage({ page: 9, size: 10 }, query, (rows) => rows)).toEqual({
      data: [],
      meta: { page: 9, size: 10, total: 26, pages: 3 },
    });
  });

  it('passes the rows its page found to the meta, so a total past the count cap grows with the pages read', async () => {
    const many = async ({ limit }: PageWindow) => ({ rows: letters.slice(0, limit), total: TOTAL_COUNT_CAP + 1 });
    expect((await listPage({ page: 1, size: 10 }, many, (rows) => rows)).meta).toEqual({
      page: 1,
      size: 10,
      total: TOTAL_COUNT_CAP,
      pages: 1000,
      capped: true,
    });
    expect((await listPage({ page: 1001, size: 10 }, many, (rows) => rows)).meta).toEqual({
      page: 1001,
      size: 10,
      total: TOTAL_COUNT_CAP + 10,
      pages: 1002,
      capped: true,
    });
  });
});

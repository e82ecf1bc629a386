import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '@tracker/core';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

const MESSAGES = '/api/v1/admin/inbound/messages';

type Page = {
  data: Array<{ id: string; attributes: { recipient: string; received_at: string } }>;
  meta: { page: number; total: number; next_cursor?: string; previous_cursor?: string } & Record<string, unknown>;
};

/** Inbound messages found by inbox: a few among many, or more than a search counts. */
describe('inbound messages by inbox', () => {
  // 30 for the rare inbox, 1,170 (more than a search counts) for the busy ones.
  const MESSAGES_SENT = 1200;
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
    // Every 40th message is for rare.7, the rest for busy.N: the rare inbox's mail is spread over the busy one's.
    await t.db.execute(sql`insert into inbound_messages (recipient, source, sha256, size, asset_key, state, received_at)
      select case when n % 40 = 0 then 'rare.7@inbox.test' else 'busy.' || (n % 3) || '@inbox.test' end, 'smtp', 'sha-' || n, 10,
        'inbound/' || n, 'processed', timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, ${MESSAGES_SENT}) n`);
  });
  afterAll(async () => {
    await t.close();
  });

  async function list(query: string): Promise<Page> {
    const response = await t.get(`${MESSAGES}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  }

  /** Every message of a search, following the next cursors. */
  async function walk(query: string): Promise<Page['data']> {
    const rows: Page['data'] = [];
    for (let cursor = ''; ;) {
      const { data, meta } = await list(`${query}${cursor}`);
      rows.push(...data);
      if (!meta.next_cursor) return rows;
      cursor = `&cursor=${encodeURIComponent(meta.next_cursor)}`;
    }
  }

  it('finds a rare inbox newest first, counted exactly, page after page by cursor', async () => {
    const first = await list('recipient=RARE.7&size=10');
    expect(first.meta).toMatchObject({ page: 1, total: 30, pages: 3 });
    expect(first.data[0]!.attributes.received_at > first.data[9]!.attributes.received_at).toBe(true);

    const rows = await walk('recipient=rare.7&size=10');
    expect(rows).toHaveLength(30);
    expect(rows.every((m) => m.attributes.recipient === 'rare.7@inbox.test')).toBe(true);
    const received = rows.map((m) => m.attributes.received_at);
    expect(received).toEqual([...received].sort().reverse());

    const third = await list(`recipient=rare.7&size=10&page=3`);
    expect(third.data.map((m) => m.id)).toEqual(rows.slice(20).map((m) => m.id));
    const back = await list(`recipient=rare.7&size=10&cursor=${encodeURIComponent(third.meta.previous_cursor!)}`);
    expect(back.data.map((m) => m.id)).toEqual(rows.slice(10, 20).map((m) => m.id));
    // Past the last page: no message, and still how many matched.
    expect(await list('recipient=rare.7&size=10&page=9')).toMatchObject({ data: [], meta: { total: 30 } });
  });

  it('shows "1,000+" for more matches than a search counts, newest first, and pages on by cursor', async () => {
    const first = await list('recipient=busy&size=50');
    expect(first.meta).toMatchObject({ page: 1, total: SEARCH_COUNT_CAP, capped: true });
    expect(first.data.every((m) => m.attributes.recipient.startsWith('busy.'))).toBe(true);
    const second = await list(`recipient=busy&size=50&cursor=${encodeURIComponent(first.meta.next_cursor!)}`);
    expect(second.meta.page).toBe(2);
    const received = [...first.data, ...second.data].map((m) => m.attributes.received_at);
    expect(received).toEqual([...received].sort().reverse());
    expect(new Set(received).size).toBe(100);
  });
});

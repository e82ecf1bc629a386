import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deeplyNestedMessage } from '../seed/demo/hostile-mail';
import { inboundMessages, inboundStateCounts } from '../db/schema';
import { queryRows } from '../db/query-rows';
import { createInbox, newsletter, type Inbox } from '../testing/inbound-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

type ByState = { stored: number; processing: number; processed: number; failed: number };

describe('the inbound status counts messages by state', () => {
  let t: TestApp;
  let cookie: string;
  let inbox: Inbox;
  let sent = 0;
  const store = (raw: Buffer) =>
    t.app.inbound.store.store(raw, { source: 'smtp', mailFrom: 'bounce@acme.test', recipients: [inbox.email], remoteAddress: '192.0.2.7' });
  const newMail = () =>
    newsletter(inbox.email, new Date(t.clock.now().getTime() - 3_600_000 - ++sent * 1000), { boundary: `count-${sent}` });

  /** What the Arriving screen shows. */
  async function shown(): Promise<ByState> {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/inbound/status', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.attributes.messages;
  }

  /** The messages counted one by one. */
  async function counted(): Promise<ByState> {
    const rows = await queryRows<{ state: keyof ByState; n: number }>(
      t.db,
      sql`select state, count(*)::int as n from inbound_messages group by state`,
    );
    return { stored: 0, processing: 0, processed: 0, failed: 0, ...Object.fromEntries(rows.map((r) => [r.state, r.n])) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signIn((await t.createUser()).email);
    inbox = await createInbox(t.db, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows messages stored, then processed, as they are', async () => {
    expect(await shown()).toEqual({ stored: 0, processing: 0, processed: 0, failed: 0 });
    await store(newMail());
    await store(newMail());
    await store(newMail());
    expect(await shown()).toEqual({ stored: 3, processing: 0, processed: 0, failed: 0 });

    const [one] = await t.db.select({ id: inboundMessages.id }).from(inboundMessages).limit(1);
    await t.app.repositories.inbound.startProcessing(one!.id);
    expect(await shown()).toEqual({ stored: 2, processing: 1, processed: 0, failed: 0 });

    await t.app.inbound.worker.drain();
    expect(await shown()).toEqual({ stored: 0, processing: 0, processed: 3, failed: 0 });
  });

  it('shows a failure, its retry and the retry of every failed message', async () => {
    const [hostile] = await store(deeplyNestedMessage(inbox.email, 40));
    await store(deeplyNestedMessage(inbox.email, 41));
    await t.app.inbound.worker.drain();
    expect(await shown()).toEqual({ stored: 0, processing: 0, processed: 3, failed: 2 });

    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { cookie } });
    expect((await post(`/api/v1/admin/inbound/messages/${hostile!.id}/retry`)).statusCode).toBe(202);
    expect(await shown()).toEqual({ stored: 1, processing: 0, processed: 3, failed: 1 });
    await t.app.inbound.worker.drain();
    expect(await shown()).toEqual({ stored: 0, processing: 0, processed: 3, failed: 2 });

    expect((await post('/api/v1/admin/inbound/messages/retry-failed')).json()).toEqual({ meta: { retried: 2 } });
    expect(await shown()).toEqual({ stored: 2, processing: 0, processed: 3, failed: 0 });
    await t.app.inbound.worker.drain();
    expect(await shown()).toEqual(await counted());
  });

  it('stays exact over many changes, which it folds into a few rows', async () => {
    for (let n = 0; n < 150; n++) await store(newMail());
    expect(await shown()).toEqual(await counted());
    await t.app.inbound.worker.drain();
    expect(await shown()).toEqual(await counted());
    expect((await shown()).processed).toBeGreaterThanOrEqual(153);
    // About 300 statements changed states; what is summed stays far fewer rows.
    expect((await t.db.select().from(inboundStateCounts)).length).toBeLessThan(80);
  });

  it('drops deleted messages from the counts', async () => {
    const failed = await t.db
      .select({ id: inboundMessages.id })
      .from(inboundMessages)
      .where(sql`state = 'failed'`);
    const before = await shown();
    await t.db.delete(inboundMessages).where(
      inArray(
        inboundMessages.id,
        failed.map((m) => m.id),
      ),
    );
    expect(await shown()).toEqual({ ...before, failed: before.failed - failed.length });
    expect(await shown()).toEqual(await counted());
  });

  // Workers finishing messages at once each append their change: none waits for another's commit.
  // Only PostgreSQL runs transactions side by side; PGlite runs them one after the other.
  it.runIf(process.env.TEST_DATABASE_URL)('counts the changes of transactions open side by side', async () => {
    for (let n = 0; n < 4; n++) await store(newMail());
    const stored = await t.db
      .select({ id: inboundMessages.id })
      .from(inboundMessages)
      .where(sql`state = 'stored'`);
    expect(stored.length).toBeGreaterThanOrEqual(4);
    const before = await shown();
    let release!: () => void;
    const open = new Promise<void>((resolve) => (release = resolve));
    const marked: Array<Promise<void>> = [];
    const transactions = stored.map(({ id }, n) =>
      t.db.transaction(async (tx) => {
        await t.app.repositories.inbound.update(id, { state: n % 2 ? 'failed' : 'processed' }, tx);
        marked.push(Promise.resolve());
        await open;
      }),
    );
    // Every transaction has written its change before any commits.
    await expect.poll(() => marked.length, { timeout: 5000 }).toBe(stored.length);
    expect(await shown()).toEqual(before);
    release();
    await Promise.all(transactions);
    expect(await shown()).toEqual(await counted());
    expect((await shown()).stored).toBe(before.stored - stored.length);
  });
});

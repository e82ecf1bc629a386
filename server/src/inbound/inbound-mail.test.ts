import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailContents, emails, inboundMessages, jobs, journeyEmails, companies, registrations } from '../db/schema';
import { emailAssetKeys } from '../assets/asset-store';
import { deeplyNestedMessage } from '../seed/demo/hostile-mail';
import { createInbox, newsletter, type Inbox } from '../testing/inbound-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { queryRows } from '../db/query-rows';

const hoursAgo = (from: Date, hours: number) => new Date(from.getTime() - hours * 3_600_000);

describe('mail arriving at a tracked inbox', () => {
  let t: TestApp;
  let cookie: string;
  let inbox: Inbox;
  const now = () => t.clock.now();
  const store = (raw: Buffer, recipients: string[]) =>
    t.app.inbound.store.store(raw, { source: 'smtp', mailFrom: 'bounce@acme.test', recipients, remoteAddress: '192.0.2.7' });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { cookie } });
  const messageRow = async (id: number) => (await t.db.select().from(inboundMessages).where(eq(inboundMessages.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signIn((await t.createUser()).email);
    inbox = await createInbox(t.db, now());
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts only inboxes that exist on a registration domain', async () => {
    expect(await t.app.inbound.store.acceptsRecipient(inbox.email.toUpperCase())).toBe(true);
    expect(await t.app.inbound.store.acceptsRecipient(`<${inbox.email}>`)).toBe(true);
    expect(await t.app.inbound.store.acceptsRecipient('nobody@inbox.tracker.example')).toBe(false);
    expect(await t.app.inbound.store.acceptsRecipient(inbox.email.replace('inbox.tracker.example', 'elsewhere.test'))).toBe(false);
  });

  it('stores a message once: a redelivery of the same bytes or the same Message-ID is a duplicate', async () => {
    const raw = newsletter(inbox.email, hoursAgo(now(), 30), { boundary: 'once' });
    const [first] = await store(raw, [inbox.email]);
    const [again] = await store(raw, [inbox.email]);
    const otherBytes = Buffer.concat([raw, Buffer.from('\r\n')]);
    const [sameId] = await store(otherBytes, [inbox.email.toUpperCase()]);

    expect(first).toMatchObject({ recipient: inbox.email, duplicate: false });
    expect(again).toEqual({ ...first, duplicate: true });
    expect(sameId).toEqual({ ...first, duplicate: true });
    const rows = await t.db.select().from(inboundMessages).where(eq(inboundMessages.recipient, inbox.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      state: 'stored',
      source: 'smtp',
      messageId: 'once@acme.test',
      subject: 'Spring sale: 20% off',
      size: raw.length,
    });
    expect((await t.assets.get(rows[0]!.assetKey))?.equals(raw)).toBe(true);
    const queued = (await t.db.select().from(jobs)).filter(
      (j) => (j.payload as { inboundMessageId?: number }).inboundMessageId === first!.id,
    );
    expect(queued).toHaveLength(1);
  });

  it('makes an email attached to the address, registration, company and the journey live on its sent date', async () => {
    const sentAt = hoursAgo(now(), 5);
    const [stored] = await store(newsletter(inbox.email, sentAt, { boundary: 'attach' }), [inbox.email]);
    await t.app.inbound.worker.drain();

    const message = await messageRow(stored!.id);
    expect(message).toMatchObject({ state: 'processed', lastError: null, attempts: 1 });
    const [email] = await t.db.select().from(emails).where(eq(emails.id, message.emailId!));
    expect(email).toMatchObject({
      addressId: inbox.addressId,
      companyId: inbox.companyId,
      journeyId: inbox.journeyId,
      subject: 'Spring sale: 20% off',
      fromAddress: 'news@acme.test',
      sentAt,
      processed: true,
      mobileOptimized: true,
      animated: false,
    });
    const [content] = await t.db.select().from(emailContents).where(eq(emailContents.emailId, email!.id));
    expect(content?.text).toBe('Twenty percent off\n\nTwenty percent off & free shipping\n\nUntil Sunday');
    expect(await t.db.select().from(journeyEmails).where(eq(journeyEmails.emailId, email!.id))).toEqual([
      expect.objectContaining({ journeyId: inbox.journeyId }),
    ]);
    const [registration] = await t.db.select().from(registrations).where(eq(registrations.id, inbox.registrationId));
    expect(registration!.emailsCount).toBeGreaterThanOrEqual(1);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, inbox.companyId));
    expect(company!.firstEmailSentAt!.getTime()).toBeLessThanOrEqual(sentAt.getTime());

    const shown = await get(`/api/v1/admin/inbound/messages/${stored!.id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.attributes).toMatchObject({ state: 'processed', email_guid: email!.guid, recipient: inbox.email });
    const detail = await get(`/api/v1/emails/${email!.guid}`);
    expect(detail.json().data.attributes).toMatchObject({ subject: 'Spring sale: 20% off', mobile_optimized: true });
    // Its body is searchable (the content's trigger saw the email inserted with it).
    const found = await get('/api/v2/emails/search?search=shipping');
    expect(found.json().data.map((e: { attributes: { guid: string } }) => e.attributes.guid)).toContain(email!.guid);

    // The raw message is kept once, where it arrived: the email points at it and serves it under its guid.
    expect(email!.rawAssetKey).toBe(message.assetKey);
    expect(await t.assets.get(emailAssetKeys(email!.guid).mime)).toBeNull();
    const mimeUrl = detail.json().data.attributes.mime_url as string;
    expect(mimeUrl).toBe(`/api/v1/assets/emails/${email!.guid}/message.eml`);
    const mime = await get(mimeUrl);
    expect(mime.statusCode).toBe(200);
    expect(mime.body).toBe((await t.assets.get(message.assetKey))!.toString('utf8'));
  });

  it('attaches mail sent before the live journey to no journey, and keeps mail to a completed registration', async () => {
    const completed = await createInbox(t.db, now(), { complete: true });
    const [early] = await store(newsletter(completed.email, hoursAgo(now(), 24 * 20), { boundary: 'early' }), [completed.email]);
    await t.app.inbound.worker.drain();
    const message = await messageRow(early!.id);
    expect(message.state).toBe('processed');
    const [email] = await t.db.select().from(emails).where(eq(emails.id, message.emailId!));
    expect(email).toMatchObject({ addressId: completed.addressId, companyId: completed.companyId, journeyId: null });
    const [registration] = await t.db.select().from(registrations).where(eq(registrations.id, completed.registrationId));
    expect(registration).toMatchObject({ complete: true, emailsCount: 1 });
  });

  it('keeps hostile mail raw, marks it failed with the reason, and retries it when asked', async () => {
    const [hostile] = await store(deeplyNestedMessage(inbox.email, 40), [inbox.email]);
    expect(await t.app.inbound.worker.drain()).toBeGreaterThanOrEqual(1);
    const failed = await messageRow(hostile!.id);
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toMatch(/nesting|depth/i);
    expect(await t.assets.get(failed.assetKey)).not.toBeNull();
    // Not retried by itself: the same bytes would fail the same way.
    expect(await t.app.inbound.worker.drain()).toBe(0);

    const listed = await get('/api/v1/admin/inbound/messages?state=failed');
    expect(listed.json().data.map((m: { id: string }) => m.id)).toContain(String(hostile!.id));
    const status = await get('/api/v1/admin/inbound/status');
    expect(status.json().data.attributes).toMatchObject({ dead: 1, messages: expect.objectContaining({ failed: 1 }) });

    const retried = await post(`/api/v1/admin/inbound/messages/${hostile!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json().data.attributes).toMatchObject({ state: 'stored', last_error: null });
    expect(await t.app.inbound.worker.drain()).toBe(1);
    expect(await messageRow(hostile!.id)).toMatchObject({ state: 'failed', attempts: 2 });

    const all = await post('/api/v1/admin/inbound/messages/retry-failed');
    expect(all.json()).toEqual({ meta: { retried: 1 } });
    expect((await messageRow(hostile!.id)).state).toBe('stored');
  });

  it("counts only mail's jobs in the queue, not the classifier's next training", async () => {
    await t.app.inbound.worker.drain();
    const [training] = await t.db
      .insert(jobs)
      .values({ kind: 'classifier.train', payload: {}, runAt: new Date('2099-01-01'), createdAt: new Date('2026-01-01'), maxAttempts: 3 })
      .returning({ id: jobs.id });
    try {
      const status = await get('/api/v1/admin/inbound/status');
      expect(status.json().data.attributes).toMatchObject({ queued: 0, running: 0 });
    } finally {
      await t.db.delete(jobs).where(eq(jobs.id, training!.id));
    }
  });

  it('refuses to retry a processed message and finds messages by inbox', async () => {
    const [processed] = await t.db.select().from(inboundMessages).where(eq(inboundMessages.state, 'processed')).limit(1);
    const refused = await post(`/api/v1/admin/inbound/messages/${processed!.id}/retry`);
    expect(refused.statusCode).toBe(409);
    expect((await post('/api/v1/admin/inbound/messages/999999/retry')).statusCode).toBe(404);

    const byInbox = await get(`/api/v1/admin/inbound/messages?recipient=${encodeURIComponent(inbox.email.slice(0, 12).toUpperCase())}`);
    expect(byInbox.statusCode).toBe(200);
    expect(byInbox.json().data.every((m: { attributes: { recipient: string } }) => m.attributes.recipient === inbox.email)).toBe(true);
    expect(byInbox.json().meta.total).toBeGreaterThanOrEqual(3);
    expect((await get('/api/v1/admin/inbound/messages?state=lost')).statusCode).toBe(422);
  });

  // Two workers finishing emails of one inbox at once: the second must count the first's email, which
  // it cannot see until that commits. The interleaving is forced (the first holds its transaction open
  // until the second is waiting on it), so this fails whenever the count does not wait for the lock.
  // Only PostgreSQL runs transactions side by side; PGlite runs them one after the other.
  it.runIf(process.env.TEST_DATABASE_URL)('counts the email of a worker that commits while another is counting', async () => {
    const busy = await createInbox(t.db, now());
    const addEmail = (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) =>
      t.app.repositories.inbound.insertEmail(
        { guid: randomUUID(), addressId: busy.addressId, companyId: busy.companyId, sentAt: now(), createdAt: now(), updatedAt: now() },
        { html: null, text: null, size: 1 },
        tx,
      );
    const recount = (tx: Parameters<typeof addEmail>[0]) =>
      t.app.repositories.inbound.recountRegistrationEmails(busy.registrationId, busy.addressId, tx);
    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstCounted!: () => void;
    const counted = new Promise<void>((resolve) => (firstCounted = resolve));

    const first = t.db.transaction(async (tx) => {
      await addEmail(tx);
      await recount(tx);
      firstCounted();
      await firstMayCommit;
    });
    await counted;
    const second = t.db.transaction(async (tx) => {
      await addEmail(tx);
      await recount(tx);
    });
    // The second is counting, blocked on the first's lock on the registration, before the first commits.
    for (;;) {
      const [waiting] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting!.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    commitFirst();
    await Promise.all([first, second]);

    const [registration] = await t.db.select().from(registrations).where(eq(registrations.id, busy.registrationId));
    expect(registration!.emailsCount).toBe(2);
  });
});

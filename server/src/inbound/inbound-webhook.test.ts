import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMessages } from '../db/schema';
import { createInbox, newsletter, type Inbox } from '../testing/inbound-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signatureFor } from './webhook-signature';

const SECRET = 'a shared secret of some length';
const MAILGUN_KEY = 'key-mailgun-signing';
const URL = '/api/v1/inbound/messages';

/** Mailgun's raw-MIME form, signed as Mailgun signs it (HMAC of timestamp and token). */
function mailgunForm(raw: Buffer, recipient: string, timestamp: number, key = MAILGUN_KEY) {
  const token = 'f'.repeat(50);
  const signature = createHmac('sha256', key).update(`${timestamp}${token}`).digest('hex');
  const boundary = 'mailgun-boundary';
  const field = (name: string, value: Buffer | string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const body = Buffer.concat([
    field('recipient', recipient),
    field('timestamp', String(timestamp)),
    field('token', token),
    field('signature', signature),
    field('body-mime', raw),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('the inbound webhook', () => {
  let t: TestApp;
  let inbox: Inbox;
  let cookie: string;
  const deliver = (payload: Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: URL, payload, headers: { 'content-type': 'message/rfc822', ...headers } });

  beforeAll(async () => {
    t = await createTestApp({
      env: { TRACKER_INBOUND_SECRET: SECRET, TRACKER_INBOUND_MAILGUN_SIGNING_KEY: MAILGUN_KEY, TRACKER_INBOUND_MAX_BYTES: '65536' },
    });
    inbox = await createInbox(t.db, t.clock.now());
    cookie = await t.signIn((await t.createUser()).email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a message signed with the shared secret for the inboxes in its To header, once', async () => {
    const raw = newsletter(inbox.email, t.clock.now(), { boundary: 'webhook-1' });
    const response = await deliver(raw, { 'x-tracker-signature': signatureFor(SECRET, raw) });
    expect(response.statusCode, response.body).toBe(202);
    const [receipt] = response.json().data;
    expect(receipt.attributes).toEqual({ recipient: inbox.email, duplicate: false });
    const [row] = await t.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.id, Number(receipt.id)));
    expect(row).toMatchObject({ source: 'webhook', state: 'stored', recipient: inbox.email });

    const again = await deliver(raw, { 'x-tracker-signature': signatureFor(SECRET, raw) });
    expect(again.json().data[0].attributes.duplicate).toBe(true);
  });

  it('refuses a missing or wrong signature, and a session cookie in its place, with 401', async () => {
    const raw = newsletter(inbox.email, t.clock.now(), { boundary: 'webhook-2' });
    expect((await deliver(raw)).statusCode).toBe(401);
    expect((await deliver(raw, { cookie })).statusCode).toBe(401);
    expect((await deliver(raw, { 'x-tracker-signature': signatureFor('another secret entirely', raw) })).statusCode).toBe(401);
    const tampered = Buffer.concat([raw, Buffer.from('x')]);
    const refused = await deliver(tampered, { 'x-tracker-signature': signatureFor(SECRET, raw) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].detail).toMatch(/signature/);
    expect(await t.db.select().from(inboundMessages).where(eq(inboundMessages.messageId, 'webhook-2@acme.test'))).toEqual([]);
  });

  it('answers 422 when no recipient is an inbox here, 413 past the size limit, 415 for JSON', async () => {
    const stranger = newsletter('nobody@inbox.tracker.example', t.clock.now(), { boundary: 'webhook-3' });
    const unknown = await deliver(stranger, { 'x-tracker-signature': signatureFor(SECRET, stranger) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].detail).toContain('nobody@inbox.tracker.example');

    const huge = Buffer.alloc(70_000, 'a');
    expect((await deliver(huge, { 'x-tracker-signature': signatureFor(SECRET, huge) })).statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: URL, payload: { raw: 'x' }, headers: { 'x-tracker-signature': 'sha256=00' } });
    expect(json.statusCode).toBe(415);
  });

  it("takes Mailgun's raw-MIME form when signed with the signing key, and refuses it otherwise", async () => {
    const raw = newsletter(inbox.email, t.clock.now(), { boundary: 'mailgun-1' });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const good = mailgunForm(raw, inbox.email, now);
    // Mailgun posts raw MIME to a route URL that ends in `mime`.
    const stored = await t.app.inject({
      method: 'POST',
      url: `${URL}?format=mime`,
      payload: good.body,
      headers: { 'content-type': good.contentType },
    });
    expect(stored.statusCode, stored.body).toBe(202);
    const [row] = await t.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.id, Number(stored.json().data[0].id)));
    expect(row).toMatchObject({ messageId: 'mailgun-1@acme.test', size: raw.length });

    const forged = mailgunForm(raw, inbox.email, now, 'not the key');
    expect(
      (await t.app.inject({ method: 'POST', url: URL, payload: forged.body, headers: { 'content-type': forged.contentType } })).statusCode,
    ).toBe(401);
    const stale = mailgunForm(raw, inbox.email, now - 3600);
    expect(
      (await t.app.inject({ method: 'POST', url: URL, payload: stale.body, headers: { 'content-type': stale.contentType } })).statusCode,
    ).toBe(401);
  });

  it('answers 503 while no secret is configured', async () => {
    const unset = await t.buildApp();
    try {
      const raw = newsletter(inbox.email, t.clock.now(), { boundary: 'webhook-4' });
      const response = await unset.inject({
        method: 'POST',
        url: URL,
        payload: raw,
        headers: { 'content-type': 'message/rfc822', 'x-tracker-signature': signatureFor(SECRET, raw) },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors[0].detail).toContain('TRACKER_INBOUND_SECRET');
    } finally {
      await unset.close();
    }
  });
});

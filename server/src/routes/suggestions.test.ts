import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailClassifications, emails } from '../db/schema';
import { createInbox, newsletter, type Inbox } from '../testing/inbound-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

const hoursAgo = (from: Date, hours: number) => new Date(from.getTime() - hours * 3_600_000);

describe('classification suggestions', () => {
  let t: TestApp;
  let cookie: string;
  let inbox: Inbox;
  let sent = 0;
  const request = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A message arriving at the inbox and processed by the worker: the new email's guid. */
  async function arrive(subject: string, html = '<p>Hello</p>'): Promise<string> {
    sent += 1;
    const raw = newsletter(inbox.email, hoursAgo(t.clock.now(), sent), { subject, html, boundary: `s-${sent}` });
    await t.app.inbound.store.store(raw, {
      source: 'smtp',
      mailFrom: 'bounce@acme.test',
      recipients: [inbox.email],
      remoteAddress: '192.0.2.7',
    });
    await t.app.inbound.worker.drain();
    const [row] = await t.db.select({ guid: emails.guid }).from(emails).where(eq(emails.subject, subject));
    return row!.guid;
  }
  const detail = async (guid: string) => (await request('GET', `/api/v1/emails/${guid}`)).json().data.attributes;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signIn((await t.createUser()).email);
    inbox = await createInbox(t.db, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  it('suggests types for a processed email without making them classifications, and keeps a double opt-in link', async () => {
    const guid = await arrive(
      'Please confirm your subscription',
      '<p>Almost there.</p><a href="https://acme.test/optin?t=9">Confirm my email</a>',
    );

    const email = await detail(guid);
    expect(email.suggestions).toEqual([{ type: 'double_optin', score: 0.95, source: 'suggested', origin: 'rules', model_version: null }]);
    expect(email.classifications).toEqual([]);
    expect(email.confirmation_url).toBe('https://acme.test/optin?t=9');
    const search = await request('GET', '/api/v2/emails/search?classifications=double_optin');
    expect(search.json().data.map((e: { attributes: { guid: string } }) => e.attributes.guid)).not.toContain(guid);
  });

  it('never overwrites a manual classification: accepting a type staff set by hand leaves their score', async () => {
    const guid = await arrive('Welcome to Acme');
    expect((await detail(guid)).suggestions.map((s: { type: string }) => s.type)).toEqual(['welcome']);
    await request('PUT', `/api/v2/admin/emails/${guid}/classifications`, { classifications: [{ type: 'welcome', score: 0 }] });

    const accepted = await request('PUT', `/api/v2/admin/emails/${guid}/suggestions`, { type: 'welcome', decision: 'accept' });

    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.attributes.classifications).toEqual([{ type: 'welcome', score: 0, source: 'manual', labeled: true }]);
    expect(accepted.json().data.attributes.suggestions).toEqual([]);
    await request('POST', `/api/v1/emails/${guid}/reprocess`);
    expect((await detail(guid)).suggestions).toEqual([]);
  });

  it('turns an accepted suggestion into a manual classification, and a rejected one is not suggested again', async () => {
    const welcome = await arrive('Welcome aboard, friend');
    const cart = await arrive('You left something in your cart');

    const accepted = await request('PUT', `/api/v2/admin/emails/${welcome}/suggestions`, { type: 'welcome', decision: 'accept' });
    const rejected = await request('PUT', `/api/v2/admin/emails/${cart}/suggestions`, { type: 'cart_abandon', decision: 'reject' });

    expect(accepted.json().data.attributes.classifications).toEqual([{ type: 'welcome', score: 1, source: 'manual', labeled: true }]);
    expect(rejected.json().data.attributes.suggestions).toEqual([]);
    expect(
      await t.db
        .select()
        .from(emailClassifications)
        .innerJoin(emails, eq(emails.id, emailClassifications.emailId))
        .where(eq(emails.guid, cart)),
    ).toEqual([]);
    expect((await request('POST', `/api/v1/emails/${cart}/reprocess`)).json().data.attributes.suggestions).toEqual([]);
  });

  it('accepts the suggestions of several emails at once, naming guids that match nothing', async () => {
    const a = await arrive('Your order has shipped');
    const b = await arrive('Happy birthday from Acme');

    const answer = await request('POST', '/api/v2/admin/emails/suggestions/accept', { guids: [a, b, 'no-such-guid'] });

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      data: [
        { guid: a, accepted: ['shipping_confirmation'] },
        { guid: b, accepted: ['birthday'] },
      ],
      meta: { accepted: 2, missing: ['no-such-guid'] },
    });
    expect((await detail(b)).classifications).toEqual([{ type: 'birthday', score: 1, source: 'manual', labeled: true }]);
  });

  it('trains a versioned model from the manual classifications, the same one for the same seed, and refuses a bad seed', async () => {
    for (let i = 0; i < 6; i++) {
      const guid = await arrive(`Treat yourself ${i}: a gift for you`, '<p>A little gift for your special day</p>');
      await request('PUT', `/api/v2/admin/emails/${guid}/classifications?type=birthday`, { classifications: [] });
    }
    expect((await request('GET', '/api/v1/admin/classifier/model')).json()).toEqual({ data: null });

    const first = await request('POST', '/api/v1/admin/classifier/train', { seed: 3 });
    const second = await request('POST', '/api/v1/admin/classifier/train', { seed: 3 });

    expect(first.statusCode).toBe(201);
    const [one, two] = [first.json().data.attributes, second.json().data.attributes];
    expect(two.version).toBe(one.version + 1);
    expect({ ...two, version: 0 }).toEqual({ ...one, version: 0 });
    expect(one.types).toContain('birthday');
    expect(one.trained_on + one.held_out).toBeGreaterThanOrEqual(9);
    expect((await request('GET', '/api/v1/admin/classifier/model')).json().data.attributes.version).toBe(two.version);
    expect((await request('POST', '/api/v1/admin/classifier/train', { seed: -1 })).statusCode).toBe(422);
  });
});

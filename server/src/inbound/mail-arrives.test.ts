import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { addresses, emails, inboundMessages, registrations } from '../db/schema';
import { SAMPLE_INBOX, sendSampleMessage } from '../seed/send-test-mail';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { startSmtpServer, type SmtpListener } from './smtp-server';

const DEMO_INBOX = SAMPLE_INBOX;

const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** Real mail end to end: a nodemailer client, the real listener, the app's database store and its worker. */
describe('mail arriving over SMTP at a demo inbox', () => {
  let t: AdminApp;
  let listener: SmtpListener;

  beforeAll(async () => {
    t = await createAdminApp({ demoData: true });
    const settings = loadConfig({ TRACKER_SMTP_HOST: '127.0.0.1' }).smtp!;
    listener = await startSmtpServer({ store: t.app.inbound.store, settings: { ...settings, port: 0 }, logger: silent });
  });
  afterAll(async () => {
    await listener.close();
    await t.close();
  });

  const emailsOf = async (inbox: string) =>
    t.db
      .select({ id: emails.id, subject: emails.subject, registrationId: registrations.id })
      .from(emails)
      .innerJoin(addresses, eq(addresses.id, emails.addressId))
      .innerJoin(registrations, eq(registrations.addressId, addresses.id))
      .where(eq(addresses.emailAddress, inbox));
  // What `npm run send-test-mail` does against the running server, to any recipient.
  const send = (to: string) => sendSampleMessage('127.0.0.1', listener.port, to);

  it('becomes an email on the inbox registration once the worker runs, and a redelivery creates nothing', async () => {
    const before = await emailsOf(DEMO_INBOX);

    const reply = await send(DEMO_INBOX);
    expect(reply).toMatch(/^250 /);
    await t.app.inbound.worker.drain();

    const after = await emailsOf(DEMO_INBOX);
    expect(after).toHaveLength(before.length + 1);
    const arrived = after.find((e) => !before.some((b) => b.id === e.id));
    expect(arrived?.subject).toBe('Welcome to Juniper & Co: 15% off your first order');
    const page = await t.get(`/api/v1/admin/registrations/${arrived!.registrationId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(DEMO_INBOX);

    expect(await send(DEMO_INBOX.toUpperCase())).toMatch(/^250 /);
    await t.app.inbound.worker.drain();
    expect(await emailsOf(DEMO_INBOX)).toHaveLength(before.length + 1);
    const rows = await t.db.select().from(inboundMessages).where(eq(inboundMessages.recipient, DEMO_INBOX));
    expect(rows.map((r) => r.state)).toEqual(['processed']);
  });

  it('carries its sending platform, authentication and unsubscribe targets, and adds the platform to the company', async () => {
    const [arrived] = await t.db
      .select({ guid: emails.guid, companyId: emails.companyId })
      .from(emails)
      .where(eq(emails.subject, 'Welcome to Juniper & Co: 15% off your first order'));
    const detail = (await t.get(`/api/v1/emails/${arrived!.guid}`)).json().data.attributes;

    expect(detail.platform).toEqual({
      id: 'klaviyo',
      name: 'Klaviyo',
      confidence: 0.88,
      signals: ['links via ctrk.klclick.com', 'List-Unsubscribe via ctrk.klclick.com'],
    });
    expect(detail.unsubscribe).toEqual({
      targets: ['https://ctrk.klclick.com/u/juniper-co?e=1', 'mailto:unsubscribe@klaviyo.com?subject=juniper-co'],
      one_click: true,
    });
    // The tests' DNS is off: nothing looked up, every check unresolved rather than failed.
    expect(detail.authentication).toMatchObject({
      dkim: [],
      spf: { domain: 'juniper-co.example', client_ip: '127.0.0.1', result: 'temperror' },
      dmarc: { domain: 'juniper-co.example' },
    });
    const company = (await t.get(`/api/v3/admin/companies/${arrived!.companyId}`)).json();
    expect(company.data.attributes.technologies).toContainEqual(expect.objectContaining({ name: 'Klaviyo', type: 'esp' }));

    // Reprocessing reads the platform again and keeps the authentication checked at arrival.
    expect((await t.post(`/api/v1/emails/${arrived!.guid}/reprocess`, {})).statusCode).toBe(200);
    const again = (await t.get(`/api/v1/emails/${arrived!.guid}`)).json().data.attributes;
    expect(again.platform).toEqual(detail.platform);
    expect(again.authentication).toEqual(detail.authentication);
  });

  it("finds the demo's brands by the platforms they send through", async () => {
    const mailchimp = (await t.get('/api/v2/emails/search?platform=mailchimp&size=100')).json();
    const klaviyo = await t.db.select({ id: emails.id }).from(emails).where(eq(emails.platform, 'klaviyo'));

    expect(mailchimp.meta.total).toBeGreaterThan(0);
    expect(klaviyo.length).toBeGreaterThan(0);
  });

  it('refuses an unknown recipient 550 and keeps nothing', async () => {
    const stranger = 'nobody.here@inbox.tracker.example';
    const failure = await send(stranger).then(
      () => undefined,
      (error: unknown) => error as { responseCode?: number },
    );

    expect(failure?.responseCode).toBe(550);
    expect(await t.db.select().from(inboundMessages).where(eq(inboundMessages.recipient, stranger))).toEqual([]);
  });
});

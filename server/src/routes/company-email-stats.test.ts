import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema';
import { createInbox, newsletter, type Inbox } from '../testing/inbound-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('company email figures from the mail received', () => {
  let t: TestApp;
  let cookie: string;
  let inbox: Inbox;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  async function arrive(sentAt: string, boundary: string) {
    const raw = newsletter(inbox.email, new Date(sentAt), { boundary });
    await t.app.inbound.store.store(raw, {
      source: 'smtp',
      mailFrom: 'bounce@acme.test',
      recipients: [inbox.email],
      remoteAddress: '192.0.2.7',
    });
    await t.app.inbound.worker.drain();
  }

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signIn((await t.createUser()).email);
    inbox = await createInbox(t.db, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the first email, the count, the emails a week and the send-time cells current as mail arrives', async () => {
    // TEST_NOW is Tuesday 2026-05-12 12:00 UTC: the first email two weeks before.
    await arrive('2026-04-28T12:00:00Z', 'a');
    await arrive('2026-05-05T09:40:00Z', 'b');
    await arrive('2026-05-10T18:05:00Z', 'c');

    const [company] = await t.db
      .select({ first: companies.firstEmailSentAt, approximate: companies.approximateEmails, frequency: companies.frequency })
      .from(companies)
      .where(eq(companies.id, inbox.companyId));
    expect(company).toEqual({ first: new Date('2026-04-28T12:00:00Z'), approximate: 3, frequency: 1.5 });

    const answer = await get(`/api/v3/admin/companies/${inbox.companyId}/send-times`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.attributes).toEqual({
      zone: 'UTC',
      total: 3,
      cells: [
        { day: 0, hour: 18, emails: 1 },
        { day: 2, hour: 9, emails: 1 },
        { day: 2, hour: 12, emails: 1 },
      ],
    });
  });

  it('answers 404 for a company that does not exist', async () => {
    expect((await get('/api/v3/admin/companies/999999/send-times')).statusCode).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, emails } from '../db/schema';
import { createInbox, newsletter, type Inbox } from '../testing/inbound-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

describe("a company's email figures as its emails arrive, leave and move", () => {
  let t: TestApp;

  // TEST_NOW is Tuesday 2026-05-12 12:00 UTC.
  async function arrive(inbox: Inbox, sentAt: string, boundary: string): Promise<number> {
    const raw = newsletter(inbox.email, new Date(sentAt), { boundary });
    await t.app.inbound.store.store(raw, {
      source: 'smtp',
      mailFrom: 'bounce@acme.test',
      recipients: [inbox.email],
      remoteAddress: '192.0.2.7',
    });
    await t.app.inbound.worker.drain();
    const [row] = await t.db
      .select({ id: emails.id })
      .from(emails)
      .where(eq(emails.sentAt, new Date(sentAt)));
    return row!.id;
  }

  async function figuresOf(companyId: number) {
    const [company] = await t.db
      .select({ first: companies.firstEmailSentAt, approximate: companies.approximateEmails, frequency: companies.frequency })
      .from(companies)
      .where(eq(companies.id, companyId));
    return { ...company, cells: await t.app.repositories.companyEmailStats.sendTimes(companyId) };
  }

  const emailOf = async (id: number) => (await t.db.select().from(emails).where(eq(emails.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts only the emails left after one is deleted, the first among them', async () => {
    const inbox = await createInbox(t.db, t.clock.now());
    const first = await arrive(inbox, '2026-04-28T12:00:00Z', 'd1');
    await arrive(inbox, '2026-05-05T09:40:00Z', 'd2');
    await arrive(inbox, '2026-05-10T18:05:00Z', 'd3');

    const gone = await emailOf(first);
    await t.db.transaction(async (tx) => {
      await tx.delete(emails).where(eq(emails.id, first));
      await t.app.repositories.companyEmailStats.applyEmailChanges(
        [{ companyId: inbox.companyId, sentAt: gone.sentAt, change: -1 }],
        t.clock.now(),
        tx,
      );
    });

    expect(await figuresOf(inbox.companyId)).toEqual({
      first: new Date('2026-05-05T09:40:00Z'),
      approximate: 2,
      frequency: 1.97,
      cells: [
        { day: 0, hour: 18, emails: 1 },
        { day: 2, hour: 9, emails: 1 },
      ],
    });
  });

  it('moves an email from one company to another in both companies figures', async () => {
    const from = await createInbox(t.db, t.clock.now());
    const to = await createInbox(t.db, t.clock.now());
    await arrive(from, '2026-04-21T07:00:00Z', 'm1');
    const moved = await arrive(from, '2026-04-14T08:30:00Z', 'm2');
    await arrive(to, '2026-05-11T20:00:00Z', 'm3');

    const email = await emailOf(moved);
    await t.db.transaction(async (tx) => {
      await tx.update(emails).set({ companyId: to.companyId }).where(eq(emails.id, moved));
      await t.app.repositories.companyEmailStats.applyEmailChanges(
        [
          { companyId: from.companyId, sentAt: email.sentAt, change: -1 },
          { companyId: to.companyId, sentAt: email.sentAt, change: 1 },
        ],
        t.clock.now(),
        tx,
      );
    });

    expect(await figuresOf(from.companyId)).toEqual({
      first: new Date('2026-04-21T07:00:00Z'),
      approximate: 1,
      frequency: 0.33,
      cells: [{ day: 2, hour: 7, emails: 1 }],
    });
    expect(await figuresOf(to.companyId)).toEqual({
      first: new Date('2026-04-14T08:30:00Z'),
      approximate: 2,
      frequency: 0.5,
      cells: [
        { day: 1, hour: 20, emails: 1 },
        { day: 2, hour: 8, emails: 1 },
      ],
    });
  });

  it('leaves no figures to a company whose last email is deleted', async () => {
    const inbox = await createInbox(t.db, t.clock.now());
    const only = await arrive(inbox, '2026-05-01T10:00:00Z', 'l1');
    const gone = await emailOf(only);
    await t.db.transaction(async (tx) => {
      await tx.delete(emails).where(eq(emails.id, only));
      await t.app.repositories.companyEmailStats.applyEmailChanges(
        [{ companyId: inbox.companyId, sentAt: gone.sentAt, change: -1 }],
        t.clock.now(),
        tx,
      );
    });

    expect(await figuresOf(inbox.companyId)).toEqual({ first: null, approximate: 0, frequency: null, cells: [] });
  });

  it('moves a reprocessed email whose sent date reads differently', async () => {
    const inbox = await createInbox(t.db, t.clock.now());
    const id = await arrive(inbox, '2026-05-04T15:00:00Z', 'r1');
    // As if an older parser had read another date: the email and the figures both say Friday 1 May 06:00.
    const misread = new Date('2026-05-01T06:00:00Z');
    await t.db.transaction(async (tx) => {
      await tx.update(emails).set({ sentAt: misread }).where(eq(emails.id, id));
      await t.app.repositories.companyEmailStats.applyEmailChanges(
        [
          { companyId: inbox.companyId, sentAt: new Date('2026-05-04T15:00:00Z'), change: -1 },
          { companyId: inbox.companyId, sentAt: misread, change: 1 },
        ],
        t.clock.now(),
        tx,
      );
    });
    expect((await figuresOf(inbox.companyId)).first).toEqual(misread);

    await t.app.services.emails.rederive(id);

    expect(await figuresOf(inbox.companyId)).toEqual({
      first: new Date('2026-05-04T15:00:00Z'),
      approximate: 1,
      frequency: 0.89,
      cells: [{ day: 1, hour: 15, emails: 1 }],
    });
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addElapsedDays } from '@tracker/core';
import { emailAssetKeys } from '../assets/asset-store';
import { emailClassifications, emailContents, emails, jobs, listEmails, lists, users } from '../db/schema';
import { ANIMATED_GIF, buildMimeMessage } from '../seed/demo/mime-message';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { createEmailsService } from '../services/emails/emails-service';
import { processRawEmail } from '../services/emails/process-email';

type Detail = {
  id: string;
  attributes: {
    guid: string;
    subject: string;
    from_name: string | null;
    from_address: string | null;
    private: boolean;
    visible: boolean;
    processed: boolean;
    animated: boolean;
    mobile_optimized: boolean;
    sent_at: string;
    stuck: boolean;
    rendered_url: string | null;
    mime_url: string | null;
    lists: Array<{ id: string; name: string; admin: boolean }>;
    classifications: Array<{ type: string; score: number; source: string; labeled: boolean }>;
  };
};

describe('an email', () => {
  let t: AdminApp;
  const hoursAgo = (h: number) => addElapsedDays(t.clock.now(), -h / 24);

  async function insertEmail(values: Partial<typeof emails.$inferInsert> = {}): Promise<{ id: number; guid: string }> {
    const guid = randomUUID();
    const [row] = await t.db
      .insert(emails)
      .values({
        guid,
        subject: 'Old subject',
        sentAt: hoursAgo(48),
        processed: true,
        createdAt: hoursAgo(47),
        updatedAt: hoursAgo(47),
        ...values,
      })
      .returning({ id: emails.id });
    return { id: row!.id, guid };
  }

  const detail = async (guid: string): Promise<Detail> => {
    const response = await t.get(`/api/v1/emails/${guid}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    t = await createAdminApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows its lists, an admin-owned list flagged admin, and answers 404 for an unknown guid', async () => {
    const { id, guid } = await insertEmail();
    const [staff] = await t.db.insert(users).values({ email: 'staff@tracker.test' }).returning({ id: users.id });
    const [adminList, staffList] = await t.db
      .insert(lists)
      .values([
        { name: 'Admin picks', userId: t.adminId },
        { name: 'Staff picks', userId: staff!.id },
      ])
      .returning({ id: lists.id });
    await t.db.insert(listEmails).values([
      { listId: adminList!.id, emailId: id },
      { listId: staffList!.id, emailId: id },
    ]);

    expect((await detail(guid)).attributes.lists).toEqual([
      { id: String(adminList!.id), name: 'Admin picks', admin: true },
      { id: String(staffList!.id), name: 'Staff picks', admin: false },
    ]);
    const missing = await t.get('/api/v1/emails/no-such-guid');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].source).toEqual({ parameter: 'guid' });
  });

  it('is made private or hidden by id or guid, with an audit entry; bad input is a 422 on its field', async () => {
    const { id, guid } = await insertEmail();
    const byId = await t.post(`/api/v1/emails/${id}/update`, { private: true });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().data.attributes).toMatchObject({ private: true, visible: true });
    const byGuid = await t.post(`/api/v1/emails/${guid}/update`, { visible: false });
    expect(byGuid.json().data.attributes).toMatchObject({ private: true, visible: false });
    const entries = await t.audited('email.update', String(id));
    expect(entries).toHaveLength(2);

    const bad = await t.post(`/api/v1/emails/${id}/update`, { private: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source).toEqual({ pointer: '/private' });
    expect((await t.post('/api/v1/emails/999999/update', { private: true })).statusCode).toBe(404);
  });

  describe('classifications', () => {
    const put = (guid: string, body: unknown, type?: string) =>
      t.put(`/api/v2/admin/emails/${guid}/classifications${type ? `?type=${type}` : ''}`, body);

    it('sets a score as a manual, labeled classification, and adds a type given as the parameter', async () => {
      const { id, guid } = await insertEmail();
      await t.db.insert(emailClassifications).values({ emailId: id, type: 'welcome', score: 1, source: 'automatic', labeled: false });

      const toggled = await put(guid, { classifications: [{ type: 'welcome', score: 0 }] });
      expect(toggled.statusCode, toggled.body).toBe(200);
      expect(toggled.json().data.attributes.classifications).toEqual([{ type: 'welcome', score: 0, source: 'manual', labeled: true }]);

      const added = await put(guid, {}, 'trial');
      // In the types' declared order (the spec's list), welcome before trial.
      expect(added.json().data.attributes.classifications).toEqual([
        { type: 'welcome', score: 0, source: 'manual', labeled: true },
        { type: 'trial', score: 1, source: 'manual', labeled: true },
      ]);
      expect(await t.audited('email.classify', String(id))).toHaveLength(2);
    });

    it('does nothing without a type, ignores a type already present, and counts a type named twice once', async () => {
      const { id, guid } = await insertEmail();
      await t.db.insert(emailClassifications).values({ emailId: id, type: 'winback', score: 0, source: 'manual', labeled: true });

      const noType = await put(guid, { classifications: [{ score: 1 }] });
      expect(noType.json().data.attributes.classifications).toEqual([{ type: 'winback', score: 0, source: 'manual', labeled: true }]);
      const duplicate = await put(guid, {}, 'winback');
      expect(duplicate.json().data.attributes.classifications).toEqual([{ type: 'winback', score: 0, source: 'manual', labeled: true }]);
      const twice = await put(guid, {
        classifications: [
          { type: 'birthday', score: 0 },
          { type: 'birthday', score: 1 },
        ],
      });
      expect(twice.json().data.attributes.classifications[0]).toEqual({ type: 'birthday', score: 0, source: 'manual', labeled: true });
      expect(await t.audited('email.classify', String(id))).toHaveLength(1);
    });

    it('refuses a score other than 0 or 1 and an unknown type with 422', async () => {
      const { guid } = await insertEmail();
      const score = await put(guid, { classifications: [{ type: 'welcome', score: 2 }] });
      expect(score.statusCode).toBe(422);
      expect(score.json().errors[0].source.pointer).toMatch(/^\/classifications\/0\/score/);
      expect((await put(guid, {}, 'spam')).json().errors[0].source).toEqual({ parameter: 'type' });
    });

    it('deletes the type named, and nothing without one', async () => {
      const { id, guid } = await insertEmail();
      await t.db.insert(emailClassifications).values([
        { emailId: id, type: 'welcome', score: 1 },
        { emailId: id, type: 'trial', score: 1 },
      ]);
      const none = await t.delete(`/api/v2/admin/emails/${guid}/classifications`);
      expect(none.json().data.attributes.classifications.map((c: { type: string }) => c.type)).toEqual(['welcome', 'trial']);
      const deleted = await t.delete(`/api/v2/admin/emails/${guid}/classifications?type=welcome`);
      expect(deleted.json().data.attributes.classifications.map((c: { type: string }) => c.type)).toEqual(['trial']);
    });
  });

  describe('reprocess', () => {
    it('derives the email again from its stored raw message and serves the rendered form and the original', async () => {
      const { id, guid } = await insertEmail({ subject: 'Stale', animated: false, mobileOptimized: false });
      const raw = buildMimeMessage({
        fromName: 'Acme Shop',
        fromAddress: 'news@acme.test',
        to: 'ann@inbox.test',
        subject: 'Fresh: 20% off',
        date: new Date('2026-04-30T10:00:00Z'),
        text: 'Twenty percent off today',
        html: '<head><meta name="viewport" content="width=device-width"></head><img src="cid:hero"><p>Twenty percent off today</p>',
        images: [{ cid: 'hero', mimeType: 'image/gif', bytes: ANIMATED_GIF }],
        boundary: 'r1',
      });
      await t.assets.put(emailAssetKeys(guid).mime, raw, 'message/rfc822');

      const response = await t.post(`/api/v1/emails/${guid}/reprocess`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes).toMatchObject({
        subject: 'Fresh: 20% off',
        from_name: 'Acme Shop',
        from_address: 'news@acme.test',
        sent_at: '2026-04-30T10:00:00.000Z',
        processed: true,
        animated: true,
        mobile_optimized: true,
        rendered_url: `/api/v1/assets/emails/${guid}/rendered.json`,
        mime_url: `/api/v1/assets/emails/${guid}/message.eml`,
      });
      const [content] = await t.db.select().from(emailContents).where(eq(emailContents.emailId, id));
      expect(content?.text).toBe('Twenty percent off today');
      // It ran as a job of the queue, finished.
      const ran = (await t.db.select().from(jobs).where(eq(jobs.kind, 'email.reprocess'))).filter(
        (j) => (j.payload as { emailId: number }).emailId === id,
      );
      expect(ran).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);

      const rendered = await t.get(`/api/v1/assets/emails/${guid}/rendered.json`);
      expect(rendered.json()).toMatchObject({ subject: 'Fresh: 20% off', word_count: 4, preheader: 'Twenty percent off today' });
      const mime = await t.get(`/api/v1/assets/emails/${guid}/message.eml`);
      expect(mime.headers['content-type']).toMatch(/^message\/rfc822/);
      expect(mime.body).toContain('Subject: Fresh: 20% off');
      const search = await t.get('/api/v2/emails/search?search=fresh');
      expect(search.json().data.map((e: Detail) => e.attributes.guid)).toContain(guid);
    });

    it('renders through the render function it is given (the render threads, as arriving mail does)', async () => {
      const { id, guid } = await insertEmail({ subject: 'Stale' });
      const raw = buildMimeMessage({
        fromName: 'Acme Shop',
        fromAddress: 'news@acme.test',
        to: 'ann@inbox.test',
        subject: 'Parsed here',
        date: new Date('2026-04-30T10:00:00Z'),
        text: 'Hello',
        boundary: 'r2',
      });
      await t.assets.put(emailAssetKeys(guid).mime, raw, 'message/rfc822');
      const rendered: Buffer[] = [];
      const service = createEmailsService({
        db: t.db,
        clock: t.clock,
        repositories: t.app.repositories,
        audit: t.app.services.audit,
        assets: t.assets,
        log: t.app.log,
        worker: t.app.inbound.worker,
        suggestions: t.app.services.suggestions,
        render: async (bytes) => {
          rendered.push(bytes);
          return { ...(await processRawEmail(bytes)), subject: 'Rendered in a thread' };
        },
      });

      await service.rederive(id);

      expect(rendered.map((bytes) => bytes.toString('utf8'))).toEqual([String(raw)]);
      expect((await detail(guid)).attributes).toMatchObject({ subject: 'Rendered in a thread', processed: true });
    });

    it('on failure leaves the email processed, logs the error and answers 409 saying why', async () => {
      const { id, guid } = await insertEmail({ processed: false });
      const response = await t.post(`/api/v1/emails/${id}/reprocess`);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0].detail).toBe(`Could not reprocess email ${guid}: no raw message is stored for it.`);
      expect((await detail(guid)).attributes).toMatchObject({ processed: true, rendered_url: null, mime_url: null });
      const [entry] = await t.audited('email.reprocess_failed', String(id));
      expect(entry?.after).toEqual({ error: 'no raw message is stored for it' });
      // Its job is dead with the reason, not retried by itself.
      const [dead] = (await t.db.select().from(jobs).where(eq(jobs.kind, 'email.reprocess'))).filter(
        (j) => (j.payload as { emailId: number }).emailId === id,
      );
      expect(dead).toMatchObject({ state: 'dead', lastError: 'no raw message is stored for it' });

      await t.assets.put(emailAssetKeys(guid).mime, 'not a message', 'message/rfc822');
      expect((await t.post(`/api/v1/emails/${guid}/reprocess`)).statusCode).toBe(409);
    });

    it('flags an email still unprocessed 12 hours after its last change as stuck', async () => {
      const stuck = await insertEmail({ processed: false, updatedAt: hoursAgo(12) });
      const fresh = await insertEmail({ processed: false, updatedAt: hoursAgo(11) });
      expect((await detail(stuck.guid)).attributes.stuck).toBe(true);
      expect((await detail(fresh.guid)).attributes.stuck).toBe(false);
    });

    it('answers 404 for the assets of an email that has none', async () => {
      const { guid } = await insertEmail();
      expect((await t.get(`/api/v1/assets/emails/${guid}/rendered.json`)).statusCode).toBe(404);
      expect((await t.get(`/api/v1/assets/emails/${guid}/message.eml`)).statusCode).toBe(404);
    });
  });

  it('lists emails by guid, newest first, in emails.json', async () => {
    const older = await insertEmail({ sentAt: hoursAgo(30) });
    const newer = await insertEmail({ sentAt: hoursAgo(20) });
    const response = await t.get(`/api/v1/emails.json?guid=${older.guid},${newer.guid},unknown`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((e: Detail) => e.attributes.guid)).toEqual([newer.guid, older.guid]);
    expect(response.json().meta).toMatchObject({ total: 2 });
  });
});

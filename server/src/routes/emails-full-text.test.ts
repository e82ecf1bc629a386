import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailContents, emails } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

const EMAILS = [
  {
    subject: 'New arrivals for spring',
    fromName: 'Maple',
    fromAddress: 'news@maple.test',
    body: 'Light jackets and linen shirts.',
    sentAt: '2026-05-04T00:00:00Z',
  },
  {
    subject: 'Your weekly picks',
    fromName: 'Cedar',
    fromAddress: 'hello@cedar.test',
    body: 'A waterproof boot that just arrived.',
    sentAt: '2026-05-03T00:00:00Z',
  },
  {
    subject: 'Spring sale ends tonight',
    fromName: 'Maple',
    fromAddress: 'offers@maple.test',
    body: 'Everything must go.',
    sentAt: '2026-05-02T00:00:00Z',
  },
  {
    subject: 'The sale of spring',
    fromName: 'Willow',
    fromAddress: 'team@willow.test',
    body: 'Our last sale.',
    sentAt: '2026-05-01T00:00:00Z',
  },
];

describe('the email search’s full text', () => {
  let t: AdminApp;
  const subjects = async (search: string) =>
    (
      (await t.get(`/api/v2/emails/search?search=${encodeURIComponent(search)}`)).json().data as Array<{ attributes: { subject: string } }>
    ).map((e) => e.attributes.subject);

  beforeAll(async () => {
    t = await createAdminApp();
    for (const [i, { body, ...email }] of EMAILS.entries()) {
      const [row] = await t.db
        .insert(emails)
        .values({ ...email, guid: `full-text-${i}`, sentAt: new Date(email.sentAt) })
        .returning();
      await t.db.insert(emailContents).values({ emailId: row!.id, text: body, size: body.length });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds forms of a word in the subject and in the body', async () => {
    expect(await subjects('arrival')).toEqual(['New arrivals for spring', 'Your weekly picks']);
    expect(await subjects('waterproof boots')).toEqual(['Your weekly picks']);
  });

  it('reads quoted phrases and excluded words as a search box does', async () => {
    expect(await subjects('"spring sale"')).toEqual(['Spring sale ends tonight']);
    expect(await subjects('sale -maple')).toEqual(['The sale of spring']);
  });

  it('finds a body again after it changes', async () => {
    expect(await subjects('linen')).toEqual(['New arrivals for spring']);
    await t.db.update(emailContents).set({ text: 'Wool coats.' });
    expect(await subjects('linen')).toEqual([]);
    expect(await subjects('coat')).toHaveLength(4);
  });
});

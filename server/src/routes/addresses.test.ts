import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, addressEvents, emails, teams } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { daysFrom, insertCompany } from '../testing/company-fixtures';

const ADDRESSES = '/api/v1/admin/addresses';

type AddressJson = {
  id: string;
  attributes: {
    email_address: string;
    birthdate: string | null;
    streetAddress: Record<string, string>;
    firstActivityAt: string | null;
    visible: boolean;
    private: boolean;
    events: Array<{ id: string; description: string; group: string; private: boolean; occurred_at: string }>;
  };
  relationships: Record<string, { data: unknown }>;
};
type Included = { id: string; type: string; attributes: Record<string, unknown> };

describe('addresses', () => {
  let t: AdminApp;
  let acmeId: number;
  let acmeAddress: number;
  let otherAddress: number;
  let teamId: number;

  beforeAll(async () => {
    t = await createAdminApp();
    const now = t.clock.now();
    acmeId = await insertCompany(t.db, { name: 'Acme Outfitters', domain: 'acme.test' }, now);
    const otherId = await insertCompany(t.db, { name: 'Bravo Books', domain: 'bravo.test' }, now);
    const rows = await t.db
      .insert(addresses)
      .values([
        { emailAddress: 'avery.adams1001@inbox.tracker.example', companyId: acmeId, createdAt: daysFrom(now, -2), lineOne: '1 Main St' },
        { emailAddress: 'blake.brooks1002@mail.tracker.example', companyId: otherId, createdAt: daysFrom(now, -1) },
      ])
      .returning({ id: addresses.id });
    acmeAddress = rows[0]!.id;
    otherAddress = rows[1]!.id;
    await t.db.insert(emails).values([
      { guid: 'a-1', addressId: acmeAddress, companyId: acmeId, subject: 'Welcome to Acme', sentAt: daysFrom(now, -1) },
      { guid: 'a-2', addressId: acmeAddress, companyId: acmeId, subject: 'Your cart misses you', sentAt: now },
      { guid: 'b-1', addressId: otherAddress, companyId: otherId, subject: 'Bravo news', sentAt: now },
    ]);
    const [team] = await t.db.insert(teams).values({ name: 'Growth' }).returning({ id: teams.id });
    teamId = team!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const emailsOf = async (query: string) =>
    ((await t.get(`${ADDRESSES}${query}`)).json().data as AddressJson[]).map((a) => a.attributes.email_address);
  const detail = async (id: number, query = '') => {
    const response = await t.get(`${ADDRESSES}/${id}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: AddressJson; included: Included[] };
  };

  it('searches by companies (name or domain), by company_id and by address, newest first', async () => {
    expect(await emailsOf('')).toEqual(['blake.brooks1002@mail.tracker.example', 'avery.adams1001@inbox.tracker.example']);
    expect(await emailsOf('?companies=acme')).toEqual(['avery.adams1001@inbox.tracker.example']);
    expect(await emailsOf('?companies=BRAVO.test')).toEqual(['blake.brooks1002@mail.tracker.example']);
    expect(await emailsOf(`?company_id=${acmeId}`)).toEqual(['avery.adams1001@inbox.tracker.example']);
    expect(await emailsOf('?q=blake')).toEqual(['blake.brooks1002@mail.tracker.example']);
    expect((await t.get(`${ADDRESSES}?company_id=x`)).json().errors[0].source).toEqual({ parameter: 'company_id' });
  });

  it('shows an address with its received emails, which q narrows, and 404s an unknown one', async () => {
    const all = await detail(acmeAddress);
    expect(all.included.filter((i) => i.type === 'emails').map((e) => e.attributes.subject)).toEqual([
      'Your cart misses you',
      'Welcome to Acme',
    ]);
    expect(all.data.attributes.streetAddress).toMatchObject({ lineOne: '1 Main St', lineTwo: '' });
    const narrowed = await detail(acmeAddress, '?q=cart');
    expect(narrowed.included.filter((i) => i.type === 'emails').map((e) => e.attributes.subject)).toEqual(['Your cart misses you']);
    const missing = await t.get(`${ADDRESSES}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].source).toEqual({ parameter: 'id' });
  });

  it('updates the persona and street address; takes firstActivityAt or first_activity_at and answers firstActivityAt', async () => {
    const response = await t.post(`${ADDRESSES}/${acmeAddress}/update`, {
      streetAddress: { city: 'Toronto', postalCode: 'M5V 3L9' },
      birthdate: '1998-04-02',
      first_activity_at: '2026-05-01T10:00:00Z',
      visible: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const a = response.json().data as AddressJson;
    expect(a.attributes).toMatchObject({ birthdate: '1998-04-02', firstActivityAt: '2026-05-01T10:00:00.000Z', visible: true });
    expect(a.attributes.streetAddress).toMatchObject({ lineOne: '1 Main St', city: 'Toronto', postalCode: 'M5V 3L9' });
    expect(a.attributes).not.toHaveProperty('first_activity_at');
    const camel = await t.post(`${ADDRESSES}/${acmeAddress}/update`, { firstActivityAt: '2026-05-02T10:00:00Z' });
    expect(camel.json().data.attributes.firstActivityAt).toBe('2026-05-02T10:00:00.000Z');

    const both = await t.post(`${ADDRESSES}/${acmeAddress}/update`, {
      firstActivityAt: '2026-05-02T10:00:00Z',
      first_activity_at: '2026-05-02T10:00:00Z',
    });
    expect(both.statusCode).toBe(422);
    const badDay = await t.post(`${ADDRESSES}/${acmeAddress}/update`, { birthdate: '02/04/1998' });
    expect(badDay.json().errors[0].source).toEqual({ pointer: '/birthdate' });
  });

  it('adds an event with its group and private flag from core’s names, edits and deletes it', async () => {
    const added = await t.post(`${ADDRESSES}/${acmeAddress}/events`, {
      description: 'Abandoned cart',
      occurred_at: '2026-05-03T09:00:00Z',
    });
    expect(added.statusCode, added.body).toBe(201);
    const event = (added.json().data as AddressJson).attributes.events.find((e) => e.description === 'Abandoned cart')!;
    expect(event).toMatchObject({ group: 'Abandon', private: false, occurred_at: '2026-05-03T09:00:00.000Z' });

    const edited = await t.patch(`${ADDRESSES}/${acmeAddress}/events`, {
      event_id: Number(event.id),
      private: true,
      description: 'Abandoned cart twice',
    });
    expect(edited.statusCode).toBe(200);
    expect((edited.json().data as AddressJson).attributes.events.find((e) => e.id === event.id)).toMatchObject({
      private: true,
      description: 'Abandoned cart twice',
    });

    const elsewhere = await t.delete(`${ADDRESSES}/${otherAddress}/events?event_id=${event.id}`);
    expect(elsewhere.statusCode).toBe(404);
    const deleted = await t.delete(`${ADDRESSES}/${acmeAddress}/events?event_id=${event.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(addressEvents)
        .where(eq(addressEvents.id, Number(event.id))),
    ).toEqual([]);
    const blank = await t.post(`${ADDRESSES}/${acmeAddress}/events`, { description: ' ' });
    expect(blank.json().errors[0].source).toEqual({ pointer: '/description' });
  });

  it('shares an address with teams, once, and stops sharing', async () => {
    const added = await t.post(`${ADDRESSES}/${acmeAddress}/teams`, { team_id: teamId });
    await t.post(`${ADDRESSES}/${acmeAddress}/teams`, { team_id: teamId });
    expect(added.json().data.relationships.teams.data).toEqual([{ id: String(teamId), type: 'teams' }]);
    expect((await detail(acmeAddress)).included.filter((i) => i.type === 'teams').map((i) => i.attributes.name)).toEqual(['Growth']);
    const unknown = await t.post(`${ADDRESSES}/${acmeAddress}/teams`, { team_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].source).toEqual({ pointer: '/team_id' });
    const removed = await t.delete(`${ADDRESSES}/${acmeAddress}/teams?team_id=${teamId}`);
    expect(removed.json().data.relationships.teams.data).toEqual([]);
  });

  it('makes all of the address’s emails private or public, hidden or shown, and no other address’s', async () => {
    const subjectsWith = async (flag: 'private' | 'visible') =>
      (await t.db.select().from(emails))
        .filter((e) => e[flag])
        .map((e) => e.guid)
        .sort();
    await t.patch(`${ADDRESSES}/${acmeAddress}/emails/private`, { private: true });
    expect(await subjectsWith('private')).toEqual(['a-1', 'a-2']);
    await t.patch(`${ADDRESSES}/${acmeAddress}/emails/private`, { private: false });
    expect(await subjectsWith('private')).toEqual([]);
    const hidden = await t.patch(`${ADDRESSES}/${acmeAddress}/emails/visibility`, { visible: false });
    expect(
      hidden
        .json()
        .included.filter((i: Included) => i.type === 'emails')
        .every((e: Included) => e.attributes.visible === false),
    ).toBe(true);
    expect(await subjectsWith('visible')).toEqual(['b-1']);
    const bad = await t.patch(`${ADDRESSES}/${acmeAddress}/emails/visibility`, { visible: 'no' });
    expect(bad.json().errors[0].source).toEqual({ pointer: '/visible' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, companies, companyVerticals, industries } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany } from '../testing/company-fixtures';

const HOLIDAYS = '/api/v2/admin/holidays';

type HolidayJson = { id: string; attributes: { name: string; keywords: string; dates: Array<{ id: string; occurs_at: string }> } };

describe('holidays', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function createHoliday(payload: object): Promise<HolidayJson> {
    const response = await t.post(HOLIDAYS, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  it('creates a holiday with comma-separated keywords and its dates in order', async () => {
    const holiday = await createHoliday({
      name: 'Black Friday',
      keywords: 'black friday,, Doorbuster , BLACK FRIDAY',
      dates: ['2027-11-26', '2026-11-27', '2026-11-27'],
    });
    expect(holiday.attributes.keywords).toBe('black friday, Doorbuster');
    expect(holiday.attributes.dates.map((d) => d.occurs_at)).toEqual(['2026-11-27', '2027-11-26']);
    expect((await t.post(HOLIDAYS, { name: 'Black Friday' })).statusCode).toBe(409);
    const badDate = await t.post(HOLIDAYS, { name: 'Bad', dates: ['2026-13-01'] });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors[0].source.pointer).toBe('/dates/0');
  });

  it('adds dates with an edit, removes one, and says when the holiday has no such date', async () => {
    const holiday = await createHoliday({ name: 'Cyber Monday', keywords: 'cyber monday', dates: ['2026-11-30'] });
    const edited = await t.patch(`${HOLIDAYS}/${holiday.id}`, {
      keywords: 'cyber monday, cyber week',
      dates: ['2027-11-29', '2026-11-30'],
    });
    const dates = edited.json().data.attributes.dates as HolidayJson['attributes']['dates'];
    expect(dates.map((d) => d.occurs_at)).toEqual(['2026-11-30', '2027-11-29']);

    const removed = await t.delete(`${HOLIDAYS}/${holiday.id}/dates/${dates[0]!.id}`);
    expect(removed.json().data.attributes.dates.map((d: { occurs_at: string }) => d.occurs_at)).toEqual(['2027-11-29']);
    const again = await t.delete(`${HOLIDAYS}/${holiday.id}/dates/${dates[0]!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].source).toEqual({ parameter: 'date_id' });

    // Each change is audited once with the holiday as it was and became; the refused one not at all.
    const entries = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.resourceType, 'holidays'), eq(auditLog.resourceId, holiday.id)))
      .orderBy(asc(auditLog.id));
    const days = (value: unknown) => (value as HolidayJson).attributes.dates.map((d) => d.occurs_at);
    expect(entries.map((e) => e.action)).toEqual(['holiday.create', 'holiday.update', 'holiday.remove_date']);
    expect(entries.map((e) => [e.before === null ? null : days(e.before), days(e.after)])).toEqual([
      [null, ['2026-11-30']],
      [['2026-11-30'], ['2026-11-30', '2027-11-29']],
      [['2026-11-30', '2027-11-29'], ['2027-11-29']],
    ]);
  });

  it('lists by name, searching name and keywords, and by a date range', async () => {
    await createHoliday({ name: 'Valentine', keywords: 'love', dates: ['2027-02-14'] });
    const names = async (query: string) => (await t.get(`${HOLIDAYS}${query}`)).json().data.map((h: HolidayJson) => h.attributes.name);
    expect(await names('')).toEqual(['Black Friday', 'Cyber Monday', 'Valentine']);
    expect(await names('?q=doorbuster')).toEqual(['Black Friday']);
    expect(await names('?from=2027-01-01&to=2027-03-01')).toEqual(['Valentine']);
    expect(await names('?sort=next_date:asc')).toEqual(['Black Friday', 'Valentine', 'Cyber Monday']);
  });
});

describe('industries and verticals', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a vertical, moves an industry to it, and removing the vertical leaves the industry without one', async () => {
    const added = await t.post('/api/v1/admin/verticals', { name: 'Apparel' });
    expect(added.statusCode).toBe(201);
    const verticalId = added.json().data.id;
    expect((await t.post('/api/v1/admin/verticals', { name: 'Apparel' })).statusCode).toBe(409);
    const [industry] = await t.db.insert(industries).values({ name: 'Shoes' }).returning();
    const companyId = await insertCompany(t.db, { name: 'Kicks', domain: 'kicks.test' }, t.clock.now());
    await t.db.insert(companyVerticals).values({ companyId, verticalId: Number(verticalId) });
    const [listed] = (await t.get('/api/v3/admin/companies')).json().data;
    expect(listed.attributes.verticals).toEqual([{ id: String(verticalId), name: 'Apparel' }]);

    const moved = await t.patch(`/api/v1/admin/industries/${industry!.id}`, { verticalId: Number(verticalId) });
    expect(moved.json().data.attributes).toMatchObject({ name: 'Shoes', verticalId, vertical_name: 'Apparel' });
    expect((await t.patch(`/api/v1/admin/industries/${industry!.id}`, { verticalId: 999999 })).json().errors[0].source).toEqual({
      pointer: '/verticalId',
    });
    expect((await t.get('/api/v1/admin/verticals')).json().data).toMatchObject([
      { attributes: { name: 'Apparel', industries_count: 1, companies_count: 1 } },
    ]);
    expect((await t.get(`/api/v1/admin/industries?vertical_id=${verticalId}`)).json().data).toHaveLength(1);

    expect((await t.delete(`/api/v1/admin/verticals/${verticalId}`)).statusCode).toBe(204);
    expect((await t.get('/api/v1/admin/industries')).json().data[0].attributes.verticalId).toBeNull();
    expect(await t.db.select().from(companies)).toHaveLength(1);
  });
});

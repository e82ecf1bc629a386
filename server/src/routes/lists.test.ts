import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addElapsedDays } from '@tracker/core';
import { emails, lists, users } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

type ListJson = {
  id: string;
  attributes: { name: string; position: number; featured: boolean; emails_count: number; state: string; type: string; admin: boolean };
};

describe('lists', () => {
  let t: AdminApp;
  const ids: Record<string, number> = {};
  const guids: string[] = [];

  beforeAll(async () => {
    t = await createAdminApp();
    const [staff] = await t.db.insert(users).values({ email: 'staff@tracker.test' }).returning({ id: users.id });
    const rows = await t.db
      .insert(lists)
      .values([
        { name: 'Welcome series', position: 3, featured: true, state: 'published', userId: t.adminId },
        { name: 'Cart abandonment', position: 5, featured: true, state: 'draft', type: 'collection', userId: staff!.id },
        { name: 'Archive of winbacks', position: 1, featured: false, state: 'archived', type: 'swipe_file' },
      ])
      .returning({ id: lists.id, name: lists.name });
    for (const r of rows) ids[r.name] = r.id;
    for (let i = 0; i < 3; i++) {
      const guid = randomUUID();
      guids.push(guid);
      await t.db.insert(emails).values({ guid, subject: `Email ${i}`, sentAt: addElapsedDays(t.clock.now(), -10 + i) });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const names = async (query: string) => ((await t.get(`/api/v3/lists${query}`)).json().data as ListJson[]).map((l) => l.attributes.name);

  it('lists by position, highest first, and filters by featured, state, type and name', async () => {
    const all = (await t.get('/api/v3/lists')).json();
    expect(all.data.map((l: ListJson) => l.attributes.name)).toEqual(['Cart abandonment', 'Welcome series', 'Archive of winbacks']);
    expect(all.meta).toEqual({ page: 1, size: 25, total: 3, pages: 1 });
    expect(all.data.map((l: ListJson) => l.attributes.admin)).toEqual([false, true, false]);
    expect(await names('?featured=true')).toEqual(['Cart abandonment', 'Welcome series']);
    expect(await names('?state=archived')).toEqual(['Archive of winbacks']);
    expect(await names('?type=collection')).toEqual(['Cart abandonment']);
    expect(await names('?q=WELCOME')).toEqual(['Welcome series']);
    expect(await names('?sort=name:asc&size=2&page=2')).toEqual(['Welcome series']);
    expect((await t.get('/api/v3/lists?sort=secret:asc')).json().errors[0].source).toEqual({ parameter: 'sort' });
    expect((await t.get('/api/v3/lists?state=gone')).statusCode).toBe(422);
  });

  it('adds emails by guid (twice changes nothing), lists them newest-added first, and removes one', async () => {
    const id = ids['Welcome series']!;
    expect((await t.post(`/api/v3/lists/${id}/add`, { guid: guids[0] })).json().data.attributes.emails_count).toBe(1);
    const added = await t.post(`/api/v3/lists/${id}/add`, { guid: [guids[1], guids[0]] });
    expect(added.json().data.attributes.emails_count).toBe(2);

    const detail = (await t.get(`/api/v3/lists/${id}`)).json();
    expect(detail.included.map((e: { attributes: { guid: string } }) => e.attributes.guid)).toEqual([guids[1], guids[0]]);
    expect(detail.meta).toMatchObject({ total: 2 });
    const bySent = (await t.get(`/api/v3/lists/${id}?sort=sent_at:asc`)).json();
    expect(bySent.included.map((e: { attributes: { guid: string } }) => e.attributes.guid)).toEqual([guids[0], guids[1]]);
    const email = (await t.get(`/api/v1/emails/${guids[0]}`)).json().data.attributes;
    expect(email.lists).toEqual([{ id: String(id), name: 'Welcome series', admin: true }]);

    const unknown = await t.post(`/api/v3/lists/${id}/add`, { guid: ['nope', guids[2]] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ source: { pointer: '/guid' }, detail: 'No email has the guid nope.' });

    const removed = await t.delete(`/api/v3/lists/${id}/remove?guid=${guids[0]}`);
    expect(removed.json().data.attributes.emails_count).toBe(1);
    expect((await t.audited('list.remove_email', String(id))).length).toBe(1);
    expect((await t.get('/api/v3/lists/999999')).statusCode).toBe(404);
  });

  it('takes comments, on the list or one of its emails, and deletes them', async () => {
    const id = ids['Cart abandonment']!;
    const created = await t.post(`/api/v3/lists/${id}/comments`, { body: 'Strong subject lines', guid: guids[2] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.attributes).toMatchObject({ body: 'Strong subject lines', email_guid: guids[2], user_email: t.adminEmail });
    const commentId = created.json().data.id;
    expect((await t.get(`/api/v3/lists/${id}`)).json().data.attributes.comments).toHaveLength(1);
    expect((await t.post(`/api/v3/lists/${id}/comments`, { body: '  ' })).json().errors[0].source).toEqual({ pointer: '/body' });

    expect((await t.delete(`/api/v3/lists/${id}/comments/${commentId}`)).statusCode).toBe(204);
    expect((await t.get(`/api/v3/lists/${id}`)).json().data.attributes.comments).toEqual([]);
    expect((await t.delete(`/api/v3/lists/${id}/comments/${commentId}`)).statusCode).toBe(404);
  });

  it('is edited by an admin patch, with an audit entry', async () => {
    const id = ids['Archive of winbacks']!;
    const edit = { name: 'Winbacks', description: 'Best ones', state: 'published', featured: true, no_index: true, type: 'curated' };
    const response = await t.patch(`/api/v1/admin/lists/${id}`, edit);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.attributes).toMatchObject(edit);
    expect((await t.audited('list.update', String(id))).length).toBe(1);
    expect((await t.patch(`/api/v1/admin/lists/${id}`, { state: 'gone' })).json().errors[0].source).toEqual({ pointer: '/state' });
    expect((await t.patch(`/api/v1/admin/lists/${id}`, { owner: 1 })).statusCode).toBe(422);
  });

  it('is reordered through positions, all or none', async () => {
    const reorder = await t.patch('/api/v3/lists/positions', {
      positions: [
        { id: ids['Welcome series'], position: 10 },
        { id: ids['Archive of winbacks'], position: 9 },
      ],
    });
    expect(reorder.statusCode, reorder.body).toBe(204);
    expect(await names('')).toEqual(['Welcome series', 'Winbacks', 'Cart abandonment']);

    const unknown = await t.patch('/api/v3/lists/positions', {
      positions: [
        { id: ids['Cart abandonment'], position: 99 },
        { id: 999999, position: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].source).toEqual({ pointer: '/positions/1/id' });
    expect(await names('')).toEqual(['Welcome series', 'Winbacks', 'Cart abandonment']);
  });
});

import { expect, test } from '@playwright/test';
import { expectHeading, signIn, tabTo } from './fixtures';

type Listed = { data: { id: string; attributes: { name: string; domain_name: string } }[] };
type UserDoc = { data: { id: string }; included?: { type: string; id: string }[] };

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

test('a company taken out of a group by mistake comes back with u, and the next with Ctrl+Z', async ({ page }) => {
  const companies = ((await (await page.request.get('/api/v3/admin/companies?sort=name:asc&size=2&page=8')).json()) as Listed).data;
  expect(companies).toHaveLength(2);
  const created = await page.request.post('/api/v3/groups', { data: { name: 'Undone by keyboard' } });
  expect(created.ok()).toBe(true);
  const group = ((await created.json()) as { data: { id: string } }).data;
  for (const company of companies) {
    expect((await page.request.post(`/api/v3/groups/${group.id}/companies`, { data: { company_id: Number(company.id) } })).ok()).toBe(true);
  }
  const members = async () =>
    ((await (await page.request.get(`/api/v3/groups/${group.id}/companies?size=250`)).json()) as Listed).data.map((c) => c.attributes.name);
  await page.goto(`/groups/${group.id}`);
  await expectHeading(page, 'Undone by keyboard');
  const table = page.getByRole('grid', { name: 'Companies of this group' });
  await expect(table.locator('tbody tr')).toHaveCount(2);

  // Delete takes the active row out at once, asking nothing; u puts it back.
  await page.keyboard.press('j');
  const active = table.locator('tbody tr[data-active]');
  await expect(active).toHaveCount(1);
  const first = (await active.getByRole('link').textContent()) ?? '';
  await page.keyboard.press('Delete');
  const note = page.getByRole('status').filter({ hasText: `Removed ${first} from this group.` });
  await expect(note).toBeVisible();
  await expect.poll(members).not.toContain(first);

  await page.keyboard.press('u');
  await expect(note).toBeHidden();
  await expect(table.getByRole('link', { name: first })).toBeVisible();
  await expect.poll(members).toContain(first);

  // The same with Ctrl+Z (Cmd+Z on a Mac).
  await page.keyboard.press('j');
  await expect(active).toHaveCount(1);
  const second = (await active.getByRole('link').textContent()) ?? '';
  await page.keyboard.press('Delete');
  await expect(page.getByRole('status').filter({ hasText: `Removed ${second} from this group.` })).toBeVisible();
  await expect.poll(members).not.toContain(second);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(table.getByRole('link', { name: second })).toBeVisible();
  await expect.poll(members).toContain(second);
});

test('a company untracked for a user by mistake comes back with Ctrl+Z', async ({ page }) => {
  const created = await page.request.post('/api/v1/admin/users', { data: { email: 'e2e.undo.untrack@customer.example' } });
  expect(created.ok()).toBe(true);
  const user = ((await created.json()) as UserDoc).data;
  const [company] = ((await (await page.request.get('/api/v3/admin/companies?sort=name:asc&size=1&page=3')).json()) as Listed).data;
  expect((await page.request.post(`/api/v1/admin/users/${user.id}/track`, { data: { company_id: Number(company!.id) } })).ok()).toBe(true);
  const tracked = async () =>
    ((await (await page.request.get(`/api/v1/admin/users/${user.id}`)).json()) as UserDoc).included
      ?.filter((r) => r.type === 'companies')
      .map((r) => r.id) ?? [];
  await page.goto(`/users/${user.id}`);
  const name = company!.attributes.name;

  await tabTo(page, page.getByRole('button', { name: `Untrack ${name}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Untracked ${name}.` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Untrack ${name}` })).toHaveCount(0);
  await expect.poll(tracked).not.toContain(company!.id);

  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByRole('button', { name: `Untrack ${name}` })).toBeVisible();
  await expect(page.getByText(`Untracked ${name}.`)).toBeHidden();
  await expect.poll(tracked).toContain(company!.id);
});

test('a holiday date removed by mistake comes back with u', async ({ page }) => {
  type HolidayDoc = { data: { id: string; attributes: { dates: { occurs_at: string }[] } } };
  const created = await page.request.post('/api/v2/admin/holidays', {
    data: { name: 'Undo day', keywords: 'undo', dates: ['2031-11-28', '2031-12-26'] },
  });
  expect(created.ok()).toBe(true);
  const holiday = ((await created.json()) as HolidayDoc).data;
  const days = async () =>
    ((await (await page.request.get(`/api/v2/admin/holidays/${holiday.id}`)).json()) as HolidayDoc).data.attributes.dates.map(
      (date) => date.occurs_at,
    );
  await page.goto(`/holidays/${holiday.id}`);
  await expectHeading(page, 'Undo day');

  await tabTo(page, page.getByRole('button', { name: 'Remove 2031-12-26' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Removed 2031-12-26.' })).toBeVisible();
  await expect.poll(days).toEqual(['2031-11-28']);

  await page.keyboard.press('u');
  await expect(page.getByRole('list', { name: 'Dates' }).getByText('2031-12-26')).toBeVisible();
  await expect.poll(days).toEqual(['2031-11-28', '2031-12-26']);
});

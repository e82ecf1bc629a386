import { expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expectHeading, signIn } from './fixtures';

type Listed = { data: { id: string; attributes: { name: string; domain_name: string } }[] };

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

test('staff open a spreadsheet of brands and add them all to a group', async ({ page }) => {
  const companies = ((await (await page.request.get('/api/v3/admin/companies?sort=name:asc&size=2&page=4')).json()) as Listed).data;
  expect(companies).toHaveLength(2);
  const created = await page.request.post('/api/v3/groups', { data: { name: 'From a spreadsheet' } });
  expect(created.ok()).toBe(true);
  const group = ((await created.json()) as { data: { id: string } }).data;
  // A workbook as a spreadsheet application saves it: a header row, then one brand per row.
  const sheet = XLSX.utils.aoa_to_sheet([['Brand', 'Website'], ...companies.map((c) => [c.attributes.name, c.attributes.domain_name])]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Brands');
  const buffer = XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer;

  await page.goto(`/groups/${group.id}`);
  await page.getByRole('radio', { name: 'Bulk' }).check();
  await page.getByLabel('Or open a file').setInputFiles({
    name: 'brands.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  // Read in the browser's spreadsheet worker; only the Website column is taken.
  await expect(page.getByLabel('Domains or names')).toHaveValue(companies.map((c) => c.attributes.domain_name).join('\n'));
  await page.getByRole('button', { name: 'Find companies' }).click();
  await expect(page.getByText('2 found, 0 not found')).toBeVisible();
  await page.getByRole('button', { name: 'Add to group (2)' }).click();

  await expect(page.getByText('2 companies added')).toBeVisible();
  const table = page.getByRole('grid', { name: 'Companies of this group' });
  for (const company of companies) await expect(table.getByRole('link', { name: company.attributes.name })).toBeVisible();
});

test('staff remove a company from a group with Delete and take it back with Undo', async ({ page }) => {
  const companies = ((await (await page.request.get('/api/v3/admin/companies?sort=name:asc&size=2&page=6')).json()) as Listed).data;
  expect(companies).toHaveLength(2);
  const created = await page.request.post('/api/v3/groups', { data: { name: 'Removed by mistake' } });
  expect(created.ok()).toBe(true);
  const group = ((await created.json()) as { data: { id: string } }).data;
  for (const company of companies) {
    expect((await page.request.post(`/api/v3/groups/${group.id}/companies`, { data: { company_id: Number(company.id) } })).ok()).toBe(true);
  }
  const members = async () =>
    ((await (await page.request.get(`/api/v3/groups/${group.id}/companies?size=250`)).json()) as Listed).data.map((c) => c.attributes.name);
  await page.goto(`/groups/${group.id}`);
  await expectHeading(page, 'Removed by mistake');
  const table = page.getByRole('grid', { name: 'Companies of this group' });
  await expect(table.locator('tbody tr')).toHaveCount(2);

  // j makes the first row active; Delete removes it, no question asked.
  await page.keyboard.press('j');
  const active = table.locator('tbody tr[data-active]');
  await expect(active).toHaveCount(1);
  const removed = (await active.getByRole('link').textContent()) ?? '';
  await page.keyboard.press('Delete');

  await expect(page.getByRole('status').filter({ hasText: `Removed ${removed} from this group.` })).toBeVisible();
  await expect(table.getByRole('link', { name: removed })).toHaveCount(0);
  await expect.poll(members).not.toContain(removed);

  await page.getByRole('button', { name: 'Undo' }).click();

  await expect(table.getByRole('link', { name: removed })).toBeVisible();
  await expect(page.getByText(`Removed ${removed} from this group.`)).toBeHidden();
  await expect.poll(members).toContain(removed);
});

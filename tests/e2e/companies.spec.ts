import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseCsv } from '../support/csv';
import { expectHeading, signIn } from './fixtures';

type CompanyDocument = {
  data: { id: string; attributes: { name: string; domain_name: string; notes: string | null; logo_url: string | null } };
};

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

/** A demo company, picked through the API the console itself uses. */
async function someCompany(page: Page, query: string) {
  const response = await page.request.get(`/api/v3/admin/companies?${query}`);
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as { data: CompanyDocument['data'][] };
  const company = list.data[0];
  if (!company) throw new Error(`No demo company matches ${query}`);
  return company;
}

async function fetchCompany(page: Page, id: string) {
  const response = await page.request.get(`/api/v3/admin/companies/${id}`);
  return ((await response.json()) as CompanyDocument).data.attributes;
}

test('staff filter the companies with the keyboard, open one and edit it', async ({ page }) => {
  const company = await someCompany(page, 'sort=name:asc&size=1&page=3');

  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expectHeading(page, 'Companies');
  await page.keyboard.press('/');
  await expect(page.getByLabel('Search companies')).toBeFocused();
  await page.keyboard.type(company.attributes.domain_name);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`q=${company.attributes.domain_name.replace(/\./g, '\\.')}`));
  const grid = page.getByRole('grid', { name: 'Companies' });
  await expect(grid.getByRole('link', { name: company.attributes.name })).toBeVisible();
  await grid.focus();
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/companies/${company.id}$`));
  await expectHeading(page, company.attributes.name);
  const notes = page.getByLabel('Notes');
  await notes.fill('Signs up through the footer form; double opt-in.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('status')).toHaveText(/Saved/);

  await page.reload();
  await expect(page.getByLabel('Notes')).toHaveValue('Signs up through the footer form; double opt-in.');
  expect((await fetchCompany(page, company.id)).notes).toBe('Signs up through the footer form; double opt-in.');
});

test('staff refetch a logo and add the company to a group from the palette', async ({ page }) => {
  const company = await someCompany(page, 'sort=name:desc&size=1&page=2');
  const groups = (await (await page.request.get('/api/v3/groups?global=true&sort=name:asc')).json()) as {
    data: { id: string; attributes: { name: string } }[];
  };
  const group = groups.data.find((g) => g.attributes.name.length > 3);
  if (!group) throw new Error('The demo data has no global group');
  await page.goto(`/companies/${company.id}`);
  await expectHeading(page, company.attributes.name);

  await page.getByRole('button', { name: 'Refetch logo' }).click();
  await expect(page.getByRole('status')).toHaveText(/Saved/);
  // The enrichment stub names the domain in the logo's address.
  await expect
    .poll(async () => (await fetchCompany(page, company.id)).logo_url)
    .toBe(`https://logos.example/${company.attributes.domain_name}.png`);

  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.getByPlaceholder('Type a command or search…')).toBeFocused();
  await page.keyboard.type('Add to group');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add to group' });
  await dialog.getByLabel('Group').fill(group.attributes.name);
  await expect(dialog.getByRole('option', { name: new RegExp(group.attributes.name) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await page.getByRole('navigation', { name: 'Company sections' }).getByRole('link', { name: 'Groups' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${company.id}/groups$`));
  await expect(page.getByRole('button', { name: `Remove from ${group.attributes.name}` })).toBeVisible();
  const members = (await (await page.request.get(`/api/v3/groups/${group.id}/companies?size=250`)).json()) as { data: { id: string }[] };
  expect(members.data.map((c) => c.id)).toContain(company.id);
});

test('staff export the filtered companies to CSV and get exactly what the filter shows', async ({ page }) => {
  const company = await someCompany(page, 'sort=name:asc&size=1&page=5');
  await page.goto(`/companies?q=${encodeURIComponent(company.attributes.domain_name)}`);
  await expect(page.getByRole('grid', { name: 'Companies' }).getByRole('link', { name: company.attributes.name })).toBeVisible();

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const link = page.getByRole('link', { name: /Download companies-/ });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);

  expect(download.suggestedFilename()).toMatch(/^companies-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = parseCsv(csv);
  expect(header?.slice(0, 3)).toEqual(['id', 'name', 'domain_name']);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.[header!.indexOf('domain_name')]).toBe(company.attributes.domain_name);
  expect(rows[0]?.[0]).toBe(company.id);
});

test("a company's Journeys and Emails tabs show its own journeys and emails", async ({ page }) => {
  const search = (await (await page.request.get('/api/v2/emails/search?size=1')).json()) as {
    data: { attributes: { subject: string; company_id: number } }[];
  };
  const email = search.data[0];
  if (!email) throw new Error('The demo data has no email');
  const companyId = email.attributes.company_id;

  await page.goto(`/companies/${companyId}/emails`);
  const emails = page.getByRole('grid', { name: 'Emails of this company' });
  await expect(emails.getByText(email.attributes.subject).first()).toBeVisible();
  await page.getByLabel('Search emails').fill('no subject reads like this zzz');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=no\+subject/);
  await expect(emails.getByText(email.attributes.subject)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Company sections' }).getByRole('link', { name: 'Journeys' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}/journeys$`));
  const journeys = page.getByRole('grid', { name: 'Journeys of this company' });
  await expect(journeys.getByRole('row').nth(1)).toBeVisible();
  const listed = (await (await page.request.get(`/api/v3/journeys?company_id=${companyId}&size=250`)).json()) as {
    meta: { total: number };
  };
  await expect(journeys.locator('tbody tr')).toHaveCount(listed.meta.total);
});

test('creating a company whose domain exists says so once, in the dialog, and offers to open it', async ({ page }) => {
  const existing = await someCompany(page, 'sort=name:asc&size=1&page=7');
  await page.goto('/companies/create');
  await expectHeading(page, 'Create company');

  await page.getByLabel('Domain', { exact: true }).fill(existing.attributes.domain_name);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Could not create the company' });
  await expect(dialog.getByRole('alert')).toHaveText('A company with this domain already exists.');
  // Once on the whole screen: the form beneath shows no error of its own.
  await expect(page.getByText('A company with this domain already exists')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(1);

  await dialog.getByRole('button', { name: `Open ${existing.attributes.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/companies/${existing.id}$`));
  await expectHeading(page, existing.attributes.name);
});

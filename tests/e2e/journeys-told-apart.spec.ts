import { expect, test, type Page } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

type Company = { id: string; attributes: { name: string } };
type Listed = { data: Company[] };
type JourneyDoc = { data: { id: string }; included?: { type: string; attributes: Record<string, unknown> }[] };

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

/** A demo company no other spec writes to: the `rank`th name from the end, from 21 on. */
async function companyFromTheEnd(page: Page, rank: number): Promise<Company> {
  const [company] = ((await (await page.request.get(`/api/v3/admin/companies?sort=name:desc&size=1&page=${rank}`)).json()) as Listed).data;
  if (!company) throw new Error(`The demo data has fewer than ${rank} companies`);
  return company;
}

/** A cart abandoner journey of the company starting on `day`, made through the API as another screen would. */
async function createJourney(page: Page, companyId: string, day: string): Promise<string> {
  const created = await page.request.post('/api/v3/journeys', {
    data: { company_id: Number(companyId), type: 'cart_abandoner', start_date: day, end_date: '2034-04-25' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as JourneyDoc).data.id;
}

/** Runs the journeys search with the keyboard: `/`, the text in place of what was there, Enter. */
async function search(page: Page, text: string) {
  await page.keyboard.press('/');
  await expect(page.getByLabel('Search journeys')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Opens the first row of the list, leaving the search field first (Escape) so the table's keys work. */
async function openFirstRow(page: Page) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
}

test('staff tell journeys apart by company, find them by company name or inbox, and come back to the list as they left it, by keyboard', async ({
  page,
}) => {
  const acme = await companyFromTheEnd(page, 21);
  const other = await companyFromTheEnd(page, 22);
  expect(other.attributes.name.toLowerCase()).not.toContain(acme.attributes.name.toLowerCase());
  // Two journeys of one type on one day, the newest of all: only their company tells them apart.
  const day = '2034-04-04';
  const acmeJourney = await createJourney(page, acme.id, day);
  const otherJourney = await createJourney(page, other.id, day);
  const inboxed = await page.request.post(`/api/v3/journeys/${otherJourney}/inbox`, { data: { baseEmailDomain: 'news.tracker.example' } });
  expect(inboxed.ok()).toBe(true);
  const inbox = String(((await inboxed.json()) as JourneyDoc).included?.find((r) => r.type === 'addresses')?.attributes.email_address);

  await page.keyboard.press('g');
  await page.keyboard.press('j');
  await expectHeading(page, 'Journeys');
  const grid = page.getByRole('grid', { name: 'Journeys' });
  await expect(grid.getByRole('columnheader', { name: 'Company' })).toBeVisible();

  await search(page, acme.attributes.name);
  await expect(page).toHaveURL(/\/journeys\?q=/);
  const acmeRow = grid.getByRole('row').filter({ has: page.locator(`a[href="/journeys/${acmeJourney}"]`) });
  await expect(acmeRow).toContainText(acme.attributes.name);
  await expect(grid.locator(`a[href="/journeys/${otherJourney}"]`)).toHaveCount(0);
  const filtered = page.url();

  await openFirstRow(page);
  await expect(page).toHaveURL(new RegExp(`/journeys/${acmeJourney}$`));
  await expectHeading(page, `${acme.attributes.name}: Cart abandoner from ${day}`);

  // The heading takes focus on arrival; the back link is just before it.
  await page.keyboard.press('Shift+Tab');
  const back = page.getByRole('link', { name: 'Journeys', exact: true }).and(page.locator('.back-link'));
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  expect(page.url()).toBe(filtered);
  await expect(page.getByLabel('Search journeys')).toHaveValue(acme.attributes.name);

  await search(page, inbox.split('@')[0]!);
  const otherRow = grid.getByRole('row').filter({ has: page.locator(`a[href="/journeys/${otherJourney}"]`) });
  await expect(otherRow).toContainText(other.attributes.name);
  await expect(grid.getByRole('row')).toHaveCount(2);

  await openFirstRow(page);
  await expectHeading(page, `${other.attributes.name}: Cart abandoner from ${day}`);
  await expect(page.getByRole('region', { name: 'Inboxes' })).toContainText(inbox);
});

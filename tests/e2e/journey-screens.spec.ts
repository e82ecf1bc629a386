import { expect, test, type Page } from '@playwright/test';
import { expectHeading, runCommand, signIn } from './fixtures';

type Listed = { data: { id: string; attributes: { name: string } }[]; meta: { total: number } };
type JourneyDoc = { data: { id: string; attributes: { current: boolean } } };

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

/** A demo company no other spec writes to: the `rank`th name from the end, from 11 on. */
async function companyFromTheEnd(page: Page, rank: number) {
  const [company] = ((await (await page.request.get(`/api/v3/admin/companies?sort=name:desc&size=1&page=${rank}`)).json()) as Listed).data;
  if (!company) throw new Error(`The demo data has fewer than ${rank} companies`);
  return company;
}

/** A journey of the company made through the API, as another screen would have made it. */
async function createJourney(
  page: Page,
  companyId: string,
  journey: { type: string; start_date: string; end_date: string },
): Promise<JourneyDoc['data']> {
  const created = await page.request.post('/api/v3/journeys', { data: { company_id: Number(companyId), ...journey } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as JourneyDoc).data;
}

/** Chooses on the palette page a command opened: type to narrow, Enter once the choice is highlighted. */
async function choose(page: Page, choice: string) {
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await page.keyboard.type(choice);
  await expect(palette.getByRole('option', { selected: true })).toHaveAccessibleName(new RegExp(`^${choice.replace(/\./g, '\\.')}`));
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
}

test('staff change a journey from the palette, the changes stay after a reload, and delete it', async ({ page }) => {
  const company = await companyFromTheEnd(page, 11);
  const journey = await createJourney(page, company.id, { type: 'purchaser', start_date: '2032-01-05', end_date: '2032-01-26' });
  // A new journey is current: take that away, for the palette to give it back.
  const notCurrent = await page.request.put(`/api/v3/admin/journeys/${journey.id}/current`, {
    data: { journey_id: Number(journey.id), current: false },
  });
  expect(notCurrent.ok()).toBe(true);
  const journeysBefore = ((await (await page.request.get(`/api/v3/journeys?company_id=${company.id}&size=250`)).json()) as Listed).meta
    .total;

  await page.goto(`/journeys/${journey.id}`);
  await expectHeading(page, `${company.attributes.name}: Purchaser from 2032-01-05`);
  const settings = page.getByRole('form', { name: 'Journey settings' });
  // The line under the heading: current or not, the base email domain, the emails.
  const summary = page.getByText(/Base email domain \S+; \d+ emails?\./);
  const inboxes = page.getByRole('region', { name: 'Inboxes' });
  await expect(settings.getByLabel('Status')).toHaveValue('upcoming');
  await expect(settings.getByLabel('Featured')).not.toBeChecked();
  await expect(inboxes).toContainText('No inbox runs in this journey.');
  await expect(summary).not.toContainText('Current.');

  await runCommand(page, 'Set journey status…');
  await expect(page.getByPlaceholder('Status…')).toBeFocused();
  await choose(page, 'In progress');
  await expect(settings.getByLabel('Status')).toHaveValue('in_progress');

  await runCommand(page, 'Feature this journey');
  await expect(settings.getByLabel('Featured')).toBeChecked();

  await runCommand(page, 'Create an inbox on…');
  await expect(page.getByPlaceholder('Registration domain…')).toBeFocused();
  await choose(page, 'news.tracker.example');
  await expect(inboxes.getByRole('listitem')).toHaveText([/@news\.tracker\.example$/]);
  await expect(summary).toContainText('Base email domain news.tracker.example;');

  await runCommand(page, 'Make this journey current');
  await expect(summary).toContainText('Current.');
  await expect(page.getByRole('button', { name: 'Make not current' })).toBeVisible();

  // What the server kept, not what the screen held.
  await page.reload();
  await expectHeading(page, `${company.attributes.name}: Purchaser from 2032-01-05`);
  await expect(settings.getByLabel('Status')).toHaveValue('in_progress');
  await expect(settings.getByLabel('Featured')).toBeChecked();
  await expect(inboxes.getByRole('listitem')).toHaveText([/@news\.tracker\.example$/]);
  await expect(summary).toHaveText(/^Current\. Base email domain news\.tracker\.example;/);

  // The confirmation opens on Cancel: the next control is the delete.
  await runCommand(page, 'Delete this journey');
  const confirm = page.getByRole('dialog', { name: 'Delete journey' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete journey' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/companies/${company.id}/journeys$`));
  await expectHeading(page, company.attributes.name);
  await expect(page.getByText(`${journeysBefore - 1} ${journeysBefore - 1 === 1 ? 'journey' : 'journeys'}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Journeys of this company' }).getByRole('row').filter({ hasText: '2032-01-05' })).toHaveCount(
    0,
  );

  await page.goto(`/journeys/${journey.id}`);
  await expect(page.getByRole('alert')).toHaveText(`No journey has the id ${journey.id}.`);
});

test("a journey created from a company's palette starts today and ends 21 days later", async ({ page }) => {
  // Today is fixed for the browser, late in a short February, so the 21 days cross into March.
  await page.clock.setFixedTime(new Date('2027-02-20T12:00:00Z'));
  const company = await companyFromTheEnd(page, 12);
  await page.goto(`/companies/${company.id}`);
  await expectHeading(page, company.attributes.name);

  await runCommand(page, 'Create a journey for this company');
  await expect(page).toHaveURL(new RegExp(`/journeys/new\\?company_id=${company.id}$`));
  await expectHeading(page, 'New journey');
  const form = page.getByRole('form', { name: 'New journey' });
  await expect(form.getByLabel('Company id')).toBeFocused();
  await expect(form.getByLabel('Company id')).toHaveValue(company.id);
  await expect(form.getByLabel('Start date')).toHaveValue('2027-02-20');
  await expect(form.getByLabel('End date')).toHaveValue('2027-03-13');

  // Enter in the focused field submits the form as it stands.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/journeys\/\d+$/);
  await expectHeading(page, `${company.attributes.name}: Free account signup from 2027-02-20`);
  const settings = page.getByRole('form', { name: 'Journey settings' });
  await expect(settings.getByLabel('Start date')).toHaveValue('2027-02-20');
  await expect(settings.getByLabel('End date')).toHaveValue('2027-03-13');
  await expect(page.getByRole('region', { name: 'Company' }).getByRole('link', { name: company.attributes.name })).toBeVisible();
});

test.describe('west of UTC', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("a journey reads the same days on its screen and in its company's list as in its settings", async ({ page }) => {
    // A journey's days are stored as UTC midnights: in the browser's zone they would read a day early.
    const company = await companyFromTheEnd(page, 13);
    const journey = await createJourney(page, company.id, { type: 'custom', start_date: '2031-07-01', end_date: '2031-07-22' });

    await page.goto(`/journeys/${journey.id}`);
    const settings = page.getByRole('form', { name: 'Journey settings' });
    await expect(settings.getByLabel('Start date')).toHaveValue('2031-07-01');
    await expect(settings.getByLabel('End date')).toHaveValue('2031-07-22');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${company.attributes.name}: Custom from 2031-07-01`);

    await page.goto(`/companies/${company.id}/journeys`);
    const row = page
      .getByRole('grid', { name: 'Journeys of this company' })
      .getByRole('row')
      .filter({ has: page.locator(`a[href="/journeys/${journey.id}"]`) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('gridcell').filter({ hasText: /^2031-07-01$/ })).toHaveCount(1);
    await expect(row.getByRole('gridcell').filter({ hasText: /^2031-07-22$/ })).toHaveCount(1);
  });
});

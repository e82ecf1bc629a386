import { expect, test, type Page } from '@playwright/test';
import { expectHeading, runCommand, signIn } from './fixtures';

type Entry = { id: string; attributes: Record<string, unknown> };
type Listed = { data: Entry[] };

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

/** A demo company no other spec writes to: the `rank`th name from the end, from 31 on. */
async function companyFromTheEnd(page: Page, rank: number): Promise<Entry> {
  const [company] = ((await (await page.request.get(`/api/v3/admin/companies?sort=name:desc&size=1&page=${rank}`)).json()) as Listed).data;
  if (!company) throw new Error(`The demo data has fewer than ${rank} companies`);
  return company;
}

/** Journeys of the company, made through the API as another screen would. */
async function createJourneys(page: Page, companyId: string, days: readonly string[]) {
  for (const day of days) {
    const created = await page.request.post('/api/v3/journeys', {
      data: { company_id: Number(companyId), type: 'purchaser', start_date: day, end_date: '2036-12-31' },
    });
    expect(created.status()).toBe(201);
  }
}

/** Opens a list screen at `path` and answers the rows its table shows, as the screen asked for them. */
async function openList(page: Page, path: string, api: RegExp, heading: string): Promise<Entry[]> {
  // The screen left behind may still be asking for its own list: its answer is not this one.
  await page.goto('about:blank');
  const answer = page.waitForResponse((response) => api.test(new URL(response.url()).pathname) && response.request().method() === 'GET');
  await page.goto(path);
  await expectHeading(page, heading);
  const rows = ((await (await answer).json()) as Listed).data;
  await expect(page.getByRole('grid', { name: heading })).toBeFocused();
  return rows;
}

const selectedRows = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).getByRole('row', { selected: true });
const bar = (page: Page) => page.getByRole('group', { name: 'Selected rows' });

/** Confirms a bulk command's question by keyboard: Cancel has the focus, Tab reaches the action. */
async function confirmRun(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: title })).toBeFocused();
  await page.keyboard.press('Enter');
  return dialog;
}

test('x, Shift+j/k, Ctrl+A and Escape select rows of the journeys list, each row with a labelled checkbox first', async ({ page }) => {
  const company = await companyFromTheEnd(page, 31);
  await createJourneys(page, company.id, ['2036-01-05', '2036-01-06', '2036-01-07', '2036-01-08']);
  const rows = await openList(page, `/journeys?company_id=${company.id}`, /^\/api\/v3\/journeys$/, 'Journeys');
  const grid = page.getByRole('grid', { name: 'Journeys' });
  await expect(grid.getByRole('columnheader').first().getByRole('checkbox', { name: 'Select all rows on this page' })).toBeVisible();
  await expect(
    grid
      .getByRole('row')
      .nth(1)
      .getByRole('gridcell')
      .first()
      .getByRole('checkbox', { name: /^Select .+ from / }),
  ).toBeVisible();

  // The first row is the active one on arrival.
  await page.keyboard.press('x');
  await expect(selectedRows(page, 'Journeys')).toHaveCount(1);
  await expect(bar(page)).toContainText('1 journey selected');

  // From the second row: Shift+j twice selects it and the two below; Shift+k takes the last back.
  await page.keyboard.press('j');
  await page.keyboard.press('Shift+J');
  await page.keyboard.press('Shift+J');
  await expect(selectedRows(page, 'Journeys')).toHaveCount(4);
  await page.keyboard.press('Shift+K');
  await expect(selectedRows(page, 'Journeys')).toHaveCount(3);
  await expect(bar(page)).toContainText('3 journeys selected');

  await page.keyboard.press('Escape');
  await expect(selectedRows(page, 'Journeys')).toHaveCount(0);
  await expect(bar(page)).toBeHidden();

  await page.keyboard.press('ControlOrMeta+a');
  await expect(selectedRows(page, 'Journeys')).toHaveCount(rows.length);
  await expect(bar(page)).toContainText(`${rows.length} journeys selected`);
  await expect(grid.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeChecked();
});

test('the palette archives the selected journeys, one request each, and says what it did', async ({ page }) => {
  const company = await companyFromTheEnd(page, 32);
  await createJourneys(page, company.id, ['2036-02-05', '2036-02-06', '2036-02-07']);
  const rows = await openList(page, `/journeys?company_id=${company.id}`, /^\/api\/v3\/journeys$/, 'Journeys');
  const chosen = rows.slice(0, 2).map((row) => row.id);

  await page.keyboard.press('Shift+J');
  await expect(bar(page)).toContainText('2 journeys selected');
  await runCommand(page, 'Archive 2 selected journeys');
  const dialog = page.getByRole('dialog', { name: 'Archive 2 journeys' });
  await expect(dialog).toContainText('not all or nothing');
  await confirmRun(page, 'Archive 2 journeys');

  await expect(dialog.getByRole('status')).toHaveText('Archived 2 journeys.');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  for (const id of chosen) {
    const journey = (await (await page.request.get(`/api/v3/journeys/${id}`)).json()) as { data: Entry };
    expect(journey.data.attributes.status).toBe('archived');
  }
  const untouched = (await (await page.request.get(`/api/v3/journeys/${rows[2]!.id}`)).json()) as { data: Entry };
  expect(untouched.data.attributes.status).not.toBe('archived');

  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(bar(page)).toBeHidden();
  await expect(page.getByRole('grid', { name: 'Journeys' })).toBeFocused();
});

test('a row the server refuses is named with its reason and stays selected, and Retry runs it alone', async ({ page }) => {
  const company = await companyFromTheEnd(page, 33);
  await createJourneys(page, company.id, ['2036-03-05', '2036-03-06']);
  const rows = await openList(page, `/journeys?company_id=${company.id}`, /^\/api\/v3\/journeys$/, 'Journeys');
  const refused = rows[1]!.id;
  let refusing = true;
  const patched: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/api/v3/journeys/'),
    (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      const id = new URL(route.request().url()).pathname.split('/').at(-1)!;
      patched.push(id);
      if (id !== refused || !refusing) return route.fallback();
      return route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ status: '409', code: 'conflict', title: 'Conflict', detail: 'The journey is being edited' }] }),
      });
    },
  );

  await page.keyboard.press('ControlOrMeta+a');
  await expect(bar(page)).toContainText('2 journeys selected');
  await runCommand(page, 'Archive 2 selected journeys');
  const dialog = await confirmRun(page, 'Archive 2 journeys');
  await expect(dialog.getByRole('status')).toHaveText('Archived 1 journey. 1 journey failed and stays selected to try again.');
  await expect(dialog.getByRole('list', { name: 'journeys not changed' })).toContainText('The journey is being edited');
  expect(patched.sort()).toEqual([rows[0]!.id, refused].sort());

  // The failed one alone goes again.
  refusing = false;
  patched.length = 0;
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Retry 1 journey' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Archived 2 journeys.');
  expect(patched).toEqual([refused]);
  await page.keyboard.press('Escape');
  await expect(bar(page)).toBeHidden();
});

test('Enter on the question changes nothing: Cancel has the focus, and the selection is kept', async ({ page }) => {
  const company = await companyFromTheEnd(page, 34);
  await createJourneys(page, company.id, ['2036-04-05']);
  const rows = await openList(page, `/journeys?company_id=${company.id}`, /^\/api\/v3\/journeys$/, 'Journeys');

  await page.keyboard.press('x');
  await runCommand(page, 'Archive 1 selected journey');
  const dialog = page.getByRole('dialog', { name: 'Archive 1 journey' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(bar(page)).toContainText('1 journey selected');
  const journey = (await (await page.request.get(`/api/v3/journeys/${rows[0]!.id}`)).json()) as { data: Entry };
  expect(journey.data.attributes.status).not.toBe('archived');
});

test('the bulk commands are in the palette only while rows are selected, and another page drops the selection', async ({ page }) => {
  await openList(page, '/journeys', /^\/api\/v3\/journeys$/, 'Journeys');
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('selected journeys');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('option', { name: /^Archive \d+ selected journey/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  await page.keyboard.press('x');
  await expect(bar(page)).toContainText('1 journey selected');
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('selected journey');
  await expect(palette.getByRole('option', { name: /^Archive 1 selected journey/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press(']');
  await expect(page).toHaveURL(/page=2/);
  await expect(bar(page)).toBeHidden();
  await expect(selectedRows(page, 'Journeys')).toHaveCount(0);
});

test('the palette sets the status of the selected registrations, picked from its choices', async ({ page }) => {
  const company = await companyFromTheEnd(page, 35);
  const made: string[] = [];
  for (let i = 0; i < 2; i++) {
    const created = await page.request.post('/api/v1/admin/registrations', { data: { company_id: Number(company.id), prioritized: true } });
    expect(created.status()).toBe(201);
    made.push(((await created.json()) as { data: Entry }).data.id);
  }
  // Newest first: the two just made lead the list.
  const rows = await openList(page, '/registrations?order=desc&prioritized=true', /^\/api\/v1\/admin\/registrations$/, 'Registrations');
  expect(
    rows
      .slice(0, 2)
      .map((row) => row.id)
      .sort(),
  ).toEqual(made.sort());
  const grid = page.getByRole('grid', { name: 'Registrations' });
  await expect(
    grid
      .getByRole('row')
      .nth(1)
      .getByRole('gridcell')
      .first()
      .getByRole('checkbox', { name: `Select ${company.attributes.name}, `, exact: false }),
  ).toBeVisible();

  await page.keyboard.press('x');
  await page.keyboard.press('Shift+J');
  await expect(bar(page)).toContainText('2 registrations selected');
  await runCommand(page, 'Set status of 2 selected registrations');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByPlaceholder('Set status of 2 selected registrations to…')).toBeFocused();
  await page.keyboard.type('ready');
  await expect(palette.getByRole('option', { selected: true })).toHaveAccessibleName(/^ready/);
  await page.keyboard.press('Enter');
  const dialog = await confirmRun(page, 'Set 2 registrations to ready');
  await expect(dialog.getByRole('status')).toHaveText('Set 2 registrations to ready.');
  for (const id of made) {
    const registration = (await (await page.request.get(`/api/v1/admin/registrations/${id}`)).json()) as { data: Entry };
    expect(registration.data.attributes.status).toBe('ready');
  }
});

test('the palette makes the selected emails private and public again, and hides and shows them', async ({ page }) => {
  const rows = await openList(page, '/emails', /^\/api\/v2\/emails\/search$/, 'Emails');
  const guids = rows.slice(0, 2).map((row) => String(row.attributes.guid));
  const flags = async () =>
    Promise.all(
      guids.map(async (guid) => {
        const { attributes } = ((await (await page.request.get(`/api/v1/emails/${guid}`)).json()) as { data: Entry }).data;
        return { private: attributes.private, visible: attributes.visible };
      }),
    );
  const before = await flags();
  const grid = page.getByRole('grid', { name: 'Emails' });
  await expect(
    grid
      .getByRole('row')
      .nth(1)
      .getByRole('gridcell')
      .first()
      .getByRole('checkbox', { name: /^Select / }),
  ).toBeVisible();

  const selectFirstTwo = async () => {
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+J');
    await expect(bar(page)).toContainText('2 emails selected');
  };
  const run = async (command: string, title: string, done: string) => {
    await selectFirstTwo();
    await runCommand(page, command);
    const dialog = await confirmRun(page, title);
    await expect(dialog.getByRole('status')).toHaveText(done);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  };

  await run('Make 2 selected emails private', 'Make 2 emails private', 'Made 2 emails private.');
  await expect.poll(async () => (await flags()).map((flag) => flag.private)).toEqual([true, true]);
  await run('Make 2 selected emails public', 'Make 2 emails public', 'Made 2 emails public.');
  await expect.poll(async () => (await flags()).map((flag) => flag.private)).toEqual([false, false]);
  await run('Hide 2 selected emails', 'Hide 2 emails', 'Hid 2 emails.');
  await expect.poll(async () => (await flags()).map((flag) => flag.visible)).toEqual([false, false]);
  await run('Show 2 selected emails', 'Show 2 emails', 'Showed 2 emails.');
  await expect.poll(async () => (await flags()).map((flag) => flag.visible)).toEqual([true, true]);
  // Each was public and shown before, as the demo data has them: the test leaves them so.
  expect(before).toEqual([
    { private: false, visible: true },
    { private: false, visible: true },
  ]);
});

test('the palette adds the selected companies to a group named as it is created', async ({ page }) => {
  const rows = await openList(page, '/companies?sort=name:desc&page=3', /^\/api\/v3\/admin\/companies$/, 'Companies');
  const names = rows.slice(0, 2).map((company) => String(company.attributes.name));

  await page.keyboard.press('Shift+J');
  await expect(bar(page)).toContainText('2 companies selected');
  await runCommand(page, 'Add 2 selected companies to a group');
  const dialog = page.getByRole('dialog', { name: 'Add to group' });
  await expect(dialog.getByRole('combobox', { name: 'Group' })).toBeFocused();
  await page.keyboard.type('Picked in bulk by keyboard');
  await expect(dialog.getByRole('option', { selected: true })).toHaveAccessibleName(/^Create group/);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(bar(page)).toBeHidden();

  const groups = (await (await page.request.get('/api/v3/groups?q=Picked%20in%20bulk')).json()) as Listed;
  const group = groups.data.find((entry) => entry.attributes.name === 'Picked in bulk by keyboard')!;
  const members = (await (await page.request.get(`/api/v3/groups/${group.id}/companies?size=250`)).json()) as Listed;
  expect(members.data.map((company) => company.attributes.name).sort()).toEqual(names.sort());
});

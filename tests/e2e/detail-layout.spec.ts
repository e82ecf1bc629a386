import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectHeading, runCommand, signIn } from './fixtures';
import { demoSamples, fill, type Samples } from './screens';

// The console's reference screen: a 1280×800 laptop.
test.use({ viewport: { width: 1280, height: 800 } });

let samples: Samples;

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
  samples ??= await demoSamples(page);
});

/** Each detail screen and the thing it is for: its work table, or where its work starts. */
const DETAILS: { name: string; path: string; work: (page: Page) => Locator }[] = [
  { name: 'registration', path: '/registrations/{registration}', work: (page) => page.getByRole('grid', { name: 'Emails received' }) },
  {
    name: 'registration journeys',
    path: '/registrations/{registration}/journeys',
    work: (page) => page.getByRole('heading', { name: 'Journeys of this registration' }),
  },
  { name: 'company', path: '/companies/{company}', work: (page) => page.getByRole('region', { name: 'Details', exact: true }) },
  {
    name: 'company journeys',
    path: '/companies/{company}/journeys',
    work: (page) => page.getByRole('grid', { name: 'Journeys of this company' }),
  },
  {
    name: 'company groups',
    path: '/companies/{company}/groups',
    work: (page) => page.getByRole('grid', { name: 'Groups of this company' }),
  },
  {
    name: 'company emails',
    path: '/companies/{company}/emails',
    work: (page) => page.getByRole('grid', { name: 'Emails of this company' }),
  },
  { name: 'list', path: '/lists/{list}', work: (page) => page.getByRole('grid', { name: 'Emails of this list' }) },
  { name: 'group', path: '/groups/{group}', work: (page) => page.getByRole('grid', { name: 'Companies of this group' }) },
  { name: 'journey', path: '/journeys/{journey}', work: (page) => page.getByRole('region', { name: 'Emails' }) },
  { name: 'team', path: '/teams/{team}', work: (page) => page.getByRole('region', { name: 'Subscription' }) },
  { name: 'team members', path: '/teams/{team}/members', work: (page) => page.getByRole('table', { name: 'Members' }) },
  { name: 'user', path: '/users/{user}', work: (page) => page.getByRole('form', { name: 'User details' }) },
  { name: 'user teams', path: '/users/{user}/teams', work: (page) => page.getByRole('region', { name: 'Teams of this user' }) },
  { name: 'email', path: '/emails/{email}', work: (page) => page.getByRole('region', { name: 'Classifications' }) },
  { name: 'address', path: '/addresses/{address}', work: (page) => page.getByRole('grid', { name: 'Emails received' }) },
  { name: 'holiday', path: '/holidays/{holiday}', work: (page) => page.getByRole('region', { name: 'Dates' }) },
];

/** Room below a table's top for its header and first rows: a top lower than 800 minus this is as good as hidden. */
const FIRST_ROWS = 120;

test('the work table of every detail screen is in view at 1280×800, without scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  const tops: string[] = [];
  for (const detail of DETAILS) {
    await page.goto(fill(detail.path, samples, 'id'));
    const work = detail.work(page);
    await expect(work, detail.name).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const box = (await work.boundingBox())!;
    const scrolled = await page.evaluate(() => window.scrollY);
    tops.push(`${detail.name}: ${Math.round(box.y + scrolled)} px`);
    expect(scrolled, `${detail.name}: the screen opened scrolled`).toBe(0);
    expect(box.y, `${detail.name}: its work starts ${Math.round(box.y)} px down`).toBeLessThanOrEqual(800 - FIRST_ROWS);
  }
  test.info().annotations.push({ type: 'work tops', description: tops.join('; ') });
});

test('arriving on a detail screen by keyboard puts focus on its work table or its first action', async ({ page }) => {
  await page.keyboard.press('g');
  await page.keyboard.press('l');
  await expectHeading(page, 'Lists');
  await expect(page.getByRole('grid', { name: 'Lists' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid', { name: 'Emails of this list' })).toBeFocused();

  await page.keyboard.press('g');
  await page.keyboard.press('g');
  await expectHeading(page, 'Groups');
  await expect(page.getByRole('grid', { name: 'Groups' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid', { name: 'Companies of this group' })).toBeFocused();

  // On a registration j/k step through the queue, so focus goes to its first action, not the emails.
  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expectHeading(page, 'Registrations');
  await expect(page.getByRole('grid', { name: 'Registrations' }).getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Claim', exact: true })).toBeFocused();
});

test('a detail that fails to load says the server failed, offers Retry, and Retry brings it', async ({ page }) => {
  const group = samples.group!;
  let failing = true;
  await page.route(
    (url) => url.pathname === `/api/v3/groups/${group.id}`,
    (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"status":"500","title":"Internal error"}]}' })
        : route.fallback(),
  );
  await page.goto(`/groups/${group.id}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The server failed');
  await expect(alert).toContainText('Nothing you did caused it');
  await expect(alert).not.toContainText(/try again/i);
  // Focus waits on Retry: Enter is all it takes.
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeFocused();
  failing = false;
  await page.keyboard.press('Enter');
  await expectHeading(page, group.heading);
  await expect(page.getByRole('grid', { name: 'Companies of this group' })).toBeVisible();
});

test('a record that does not exist says so, with no Retry that could never find it', async ({ page }) => {
  await page.goto('/groups/2147483647');
  await expect(page.getByRole('alert')).toContainText('No group has the id 2147483647');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('an unknown address shows "not found" where it was asked for, and the palette still opens', async ({ page }) => {
  await page.goto('/no-such-screen/42');
  await expectHeading(page, 'Page not found');
  await expect(page).toHaveURL(/\/no-such-screen\/42$/);
  await expect(page.getByRole('main')).toContainText('/no-such-screen/42');
  await runCommand(page, 'Registration recap');
  await expectHeading(page, 'Registration recap');
});

/** The bulk imports: once a sheet is read, its preview table is the work, and it starts in view. */
const IMPORTS = [
  {
    name: 'bulk company import',
    path: '/companies/bulk',
    heading: 'Bulk company import',
    sheet: ['Company name,Domain', 'Lakeside Goods,lakeside-goods.example', ''].join('\n'),
  },
  {
    name: 'journey import',
    path: '/journeys/bulk',
    heading: 'Import journeys',
    sheet: ['company_id,journey_type,start_date,end_date', '1,purchaser,2036-06-01,2036-06-22', ''].join('\n'),
  },
];

test('the preview of a bulk import is in view at 1280×800 once a sheet is read, and the file can be changed by key', async ({ page }) => {
  const tops: string[] = [];
  for (const bulk of IMPORTS) {
    await page.goto(bulk.path);
    await expectHeading(page, bulk.heading);
    await page.getByLabel(/pick one$/).setInputFiles({ name: 'rows.csv', mimeType: 'text/csv', buffer: Buffer.from(bulk.sheet) });
    const preview = page.getByRole('table', { name: 'Rows to import' });
    await expect(preview).toBeVisible();
    const box = (await preview.boundingBox())!;
    tops.push(`${bulk.name}: ${Math.round(box.y)} px`);
    expect(await page.evaluate(() => window.scrollY), `${bulk.name}: the screen scrolled`).toBe(0);
    expect(box.y, `${bulk.name}: its preview starts ${Math.round(box.y)} px down`).toBeLessThanOrEqual(800 - FIRST_ROWS);

    // The file picker, put away once the rows are read, comes back with o to read other rows.
    await page.keyboard.press('o');
    await expect(page.getByLabel(/pick one$/)).toBeFocused();
  }
  test.info().annotations.push({ type: 'preview tops', description: tops.join('; ') });
});

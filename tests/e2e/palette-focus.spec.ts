import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectHeading, runCommand, signIn } from './fixtures';
import { demoSamples, fill, type Samples } from './screens';

/** A palette command that puts the cursor in a field, where it runs, and the field it must focus. */
type FieldCommand = { command: string; path: string; field: (page: Page) => Locator };

const FIELD_COMMANDS: FieldCommand[] = [
  { command: 'Set status…', path: '/registrations/{registration}', field: (page) => page.getByLabel('Set status') },
  { command: 'Add an event', path: '/registrations/{registration}', field: (page) => page.getByLabel('Event', { exact: true }) },
  {
    command: 'Edit address',
    path: '/registrations/{registration}',
    field: (page) => page.getByRole('form', { name: 'Edit address' }).getByRole('textbox').first(),
  },
  // From another tab the command goes to the address tab; arriving there must not take the cursor back.
  {
    command: 'Edit address',
    path: '/registrations/{registration}/journeys',
    field: (page) => page.getByRole('form', { name: 'Edit address' }).getByRole('textbox').first(),
  },
  {
    command: 'Edit address',
    path: '/addresses/{address}',
    field: (page) => page.getByRole('form', { name: 'Edit address' }).getByRole('textbox').first(),
  },
  { command: 'Edit journey dates', path: '/journeys/{journey}', field: (page) => page.getByLabel('Start date') },
  { command: 'Search companies', path: '/companies', field: (page) => page.getByRole('main').getByLabel('Search companies') },
  { command: 'Edit list', path: '/lists/{list}', field: (page) => page.getByRole('form', { name: 'Edit list' }).getByLabel('Name') },
  { command: 'Add a comment', path: '/lists/{list}', field: (page) => page.getByRole('main').getByRole('textbox', { name: /comment/i }) },
  { command: 'Add a holiday date', path: '/holidays/{holiday}', field: (page) => page.getByLabel('Add a date') },
  { command: 'Change owner', path: '/teams/{team}', field: (page) => page.getByLabel("New owner's email") },
  { command: 'Invite to this team', path: '/teams/{team}/members', field: (page) => page.getByLabel('Add a user or invite an email') },
  { command: 'Create user', path: '/users', field: (page) => page.getByLabel("New user's email") },
];

let samples: Samples;

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
  samples ??= await demoSamples(page);
});

test('every palette command meant to put the cursor in a field focuses that field', async ({ page }) => {
  const missed: string[] = [];
  for (const { command, path, field } of FIELD_COMMANDS) {
    await test.step(`${command} on ${path}`, async () => {
      await page.goto(fill(path, samples, 'id'));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Loading/);
      // Arriving puts focus on the heading or the table; the command must move it from there.
      await expect(page.locator('main :focus')).toHaveCount(1);
      await runCommand(page, command);
      await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
      const target = field(page);
      await expect(target).toBeVisible();
      const focused = await target.evaluate((element) => element === document.activeElement);
      if (!focused)
        missed.push(`${command} on ${path}: focus on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`);
    });
  }
  expect(missed).toEqual([]);
});

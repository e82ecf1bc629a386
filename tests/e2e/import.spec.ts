import { expect, test } from '@playwright/test';
import { expectHeading, runCommand, signIn } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

/**
 * Two companies the demo data does not have. Harbor Lights' domain lacks its dot: no domain, and no
 * company of that name, so its lookup finds nothing until it is fixed.
 */
const SHEET = ['Company name,Domain', 'Lakeside Goods,lakeside-goods.example', 'Harbor Lights,harbor-lightsexample', ''].join('\n');

test('staff import a spreadsheet, fix a row in the preview, create the journeys and see one on its company', async ({ page }) => {
  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expectHeading(page, 'Bulk company import');
  await page.getByLabel(/pick one$/).setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(SHEET) });
  const preview = page.getByRole('table', { name: 'Rows to import' });
  const lakeside = preview.getByRole('row', { name: /lakeside-goods\.example/ });
  const harbor = preview.getByRole('row', { name: /Harbor Lights/ });
  await expect(harbor.getByText('Not looked up')).toBeVisible();

  await runCommand(page, 'Look up the companies');
  await expect(lakeside.getByText('New', { exact: true })).toBeVisible();
  await expect(harbor.getByText('Not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create 1 journey' })).toBeEnabled();

  // e on the row opens its editor; Enter saves, and the row waits for the next lookup.
  await harbor.getByRole('button', { name: 'Edit row 3' }).focus();
  await page.keyboard.press('e');
  const field = harbor.getByRole('textbox', { name: 'Domain or name of row 3' });
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('harbor-lights.example');
  await page.keyboard.press('Enter');
  await expect(harbor.getByText('Not looked up')).toBeVisible();
  await expect(harbor.getByRole('button', { name: 'Edit row 3' })).toBeFocused();

  await page.keyboard.press('l');
  await expect(harbor.getByText('New', { exact: true })).toBeVisible();
  await expect(lakeside.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create 2 journeys' })).toBeEnabled();

  await page.keyboard.press('c');
  await expect(harbor.getByText('Created', { exact: true })).toBeVisible();
  await expect(lakeside.getByText('Created', { exact: true })).toBeVisible();

  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByPlaceholder('Type a command or search…')).toBeFocused();
  await page.keyboard.type('harbor-lights.example');
  await expect(palette.getByRole('option', { selected: true })).toHaveAccessibleName(/Harbor Lights/);
  await page.keyboard.press('Enter');
  await expectHeading(page, 'Harbor Lights');

  await page.keyboard.press('t');
  await page.keyboard.press('2');
  await expect(page).toHaveURL(/\/companies\/\d+\/journeys$/);
  const journeys = page.getByRole('grid', { name: 'Journeys of this company' });
  await expect(journeys.getByText('Free account signup')).toBeVisible();
  await expect(page.getByText('1 journey', { exact: true })).toBeVisible();
});

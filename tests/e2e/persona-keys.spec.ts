import { expect, test, type Page } from '@playwright/test';
import { expectHeading, runCommand, signIn } from './fixtures';
import { demoSamples, fill } from './screens';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
  const samples = await demoSamples(page);
  await page.goto(fill('/registrations/{registration}', samples, 'id'));
  await expect(page.getByRole('heading', { name: 'Persona' })).toBeVisible();
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** What the persona panel shows for a field. */
const shown = (page: Page, label: string) =>
  page
    .locator('.persona-field', { has: page.getByText(label, { exact: true }) })
    .locator('dd > span')
    .first()
    .textContent();

test('y then a key copies that persona field and says which, keys shown beside the fields and in ?', async ({ page }) => {
  const password = await shown(page, 'Password');
  const email = await shown(page, 'Email address');
  await expect(page.locator('.persona-field', { has: page.getByText('Password', { exact: true }) })).toContainText('y2');

  await page.keyboard.press('y');
  await page.keyboard.press('2');
  await expect(page.getByRole('status').filter({ hasText: 'Copied: password' })).toBeVisible();
  expect(await clipboard(page)).toBe(password);

  await page.keyboard.press('y');
  await page.keyboard.press('1');
  await expect(page.getByRole('status').filter({ hasText: 'Copied: email address' })).toBeVisible();
  expect(await clipboard(page)).toBe(email);

  await page.keyboard.press('Shift+?');
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(overlay.locator('div', { has: page.getByText('Copy password', { exact: true }) }).last()).toContainText('y2');
  await page.keyboard.press('Escape');
});

test('the palette copies a persona field too', async ({ page }) => {
  const city = await shown(page, 'City');
  await runCommand(page, 'Copy city');
  await expect(page.getByRole('status').filter({ hasText: 'Copied: city' })).toBeVisible();
  expect(await clipboard(page)).toBe(city);
});

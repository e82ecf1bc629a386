import { expect, test, type Page } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

async function openPalette(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  // Typed before the palette has focus, the letters would be the screen's shortcuts.
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused();
  return page.getByRole('dialog', { name: 'Command palette' });
}

async function first<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T[] }).data[0]!;
}

test('typing a registration’s id and Enter at once opens that registration', async ({ page }) => {
  const registration = await first<{ id: string }>(page, '/api/v1/admin/registrations?status=all&order=desc');
  await openPalette(page);

  await page.keyboard.type(registration.id);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/registrations/${registration.id}$`));
});

test('typing a company name then ↓ Enter at once opens the second result, as when waiting for it', async ({ page }) => {
  const company = await first<{ attributes: { name: string } }>(page, '/api/v3/admin/companies?sort=name:asc&size=1&page=4');
  // The first word of a demo company's name starts several names.
  const name = company.attributes.name.split(' ')[0]!;
  // What the palette lists for the name once its search has answered: its second option is the one meant.
  let palette = await openPalette(page);
  await page.keyboard.type(name);
  await expect(palette.getByRole('listbox')).not.toHaveAttribute('aria-busy');
  const options = palette.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  const meant = page.url();
  expect(meant).not.toMatch(/\/registrations$/);
  await page.goto('/registrations');
  await expectHeading(page, 'Registrations');

  palette = await openPalette(page);
  await page.keyboard.type(name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  await expect(palette).toBeHidden();
  expect(page.url()).toBe(meant);
});

test('typing a company’s whole name lists it first, above the commands', async ({ page }) => {
  const company = await first<{ id: string; attributes: { name: string; domain_name: string } }>(
    page,
    '/api/v3/admin/companies?sort=name:desc&size=1&page=3',
  );
  const palette = await openPalette(page);

  await page.keyboard.type(company.attributes.name);

  const companies = palette.getByRole('group', { name: 'Companies' });
  await expect(companies.getByRole('option').first()).toHaveAccessibleName(
    new RegExp(`^${company.attributes.name} ${company.attributes.domain_name.replace('.', '\\.')}`),
  );
  await expect(palette.getByRole('option', { selected: true })).not.toHaveAccessibleName(/^(Go to|Show|Sign)/);
});

test('“sort” leads to a sort command, not to the keyboard shortcuts', async ({ page }) => {
  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expectHeading(page, 'Companies');
  const palette = await openPalette(page);

  await page.keyboard.type('sort');
  await page.keyboard.press('Enter');

  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/[?&]sort=/);
  await expect(page.getByRole('dialog', { name: /shortcuts/i })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

test('the palette reaches an area with the keyboard alone, ranking fuzzily', async ({ page }) => {
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByPlaceholder('Type a command or search…')).toBeFocused();

  await page.keyboard.type('cmpn');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/companies$/);
  await expectHeading(page, 'Companies');
  await expect(palette).toBeHidden();
});

test('g then a letter goes to an area, and ? lists the shortcuts', async ({ page }) => {
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/teams$/);
  await expectHeading(page, 'Teams');

  await page.keyboard.press('Shift+?');
  const overlay = page.getByRole('dialog');
  await expect(overlay).toContainText('Holidays');
  await expect(overlay).toContainText('Show keyboard shortcuts');
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
});

test('shortcuts do not fire while typing in a field', async ({ page }) => {
  await page.keyboard.press('ControlOrMeta+k');
  const input = page.getByPlaceholder('Type a command or search…');
  await expect(input).toBeFocused();
  await page.keyboard.type('gh');

  await expect(input).toHaveValue('gh');
  await expect(page).not.toHaveURL(/\/holidays$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

import { expect, type Locator, type Page } from '@playwright/test';

export const admin = {
  get email() {
    return process.env.E2E_ADMIN_EMAIL ?? '';
  },
  get password() {
    return process.env.E2E_ADMIN_PASSWORD ?? '';
  },
};

/** Signs in through the form, the way staff do. */
export async function signIn(page: Page, email = admin.email, password = admin.password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectHeading(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Runs a command from the palette by its title, the way staff do: Ctrl+K, type, Enter. */
export async function runCommand(page: Page, title: string) {
  await page.keyboard.press('ControlOrMeta+k');
  // Typed before the palette has focus, the letters would be the screen's shortcuts.
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused();
  await page.keyboard.type(title);
  // Enter runs the highlighted option: wait until it is this command.
  const command = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('option', { selected: true })).toHaveAccessibleName(command);
  await page.keyboard.press('Enter');
}

/** Tabs (or Shift+Tabs) until `target` has focus, the way a keyboard user reaches a control. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 80) {
  await expect(target).toBeVisible();
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

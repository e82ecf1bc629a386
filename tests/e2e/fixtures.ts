import { expect, type Page } from '@playwright/test';

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

import { expect, test } from '@playwright/test';
import { admin, expectHeading, signIn } from './fixtures';

test('an admin signs in and lands on the registrations screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin/);

  await signIn(page);

  await expect(page).toHaveURL(/\/registrations$/);
  await expectHeading(page, 'Registrations');
  await expect(page.getByRole('button', { name: admin.email })).toBeVisible();
});

test('a wrong password is refused with a message and the form stays filled in', async ({ page }) => {
  await page.goto('/signin');

  await signIn(page, admin.email, 'not-the-password');

  await expect(page.getByRole('alert')).toHaveText(/Email or password is incorrect/);
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByLabel('Email')).toHaveValue(admin.email);
});

test('a deep link opened while signed out returns there after sign-in, without its query', async ({ page }) => {
  await page.goto('/companies/12?tab=notes');

  await expect(page).toHaveURL(/\/signin\?redirect=\/companies\/12$/);
  await signIn(page);

  await expect(page).toHaveURL(/\/companies\/12$/);
});

test('signing out ends the session', async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');

  await page.getByRole('button', { name: admin.email }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/groups');
  await expect(page).toHaveURL(/\/signin\?redirect=\/groups$/);
});

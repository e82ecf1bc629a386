import { expect, test, type Page } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

/** A new team (on a trial charged automatically, as every new team is) and a user who is not in it yet. */
async function billedTeamAndUser(page: Page, name: string, email: string) {
  const team = await page.request.post('/api/v3/teams', { data: { name, owner_email: 'sam.standard@customer.example' } });
  expect(team.ok()).toBe(true);
  const user = await page.request.post('/api/v1/admin/users', { data: { email } });
  expect(user.ok()).toBe(true);
  return `/teams/${((await team.json()) as { data: { id: string } }).data.id}`;
}

/** Answers the typed-email and billing question the team asks, and confirms. */
async function confirmBilling(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirm automatic billing' });
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await dialog.getByLabel('Bill this team automatically for this member').check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test('staff add an existing user to a team billed automatically from its members page', async ({ page }) => {
  const email = 'e2e.billed.member@customer.example';
  const teamPath = await billedTeamAndUser(page, 'E2E billed crew', email);

  await page.goto(`${teamPath}/members`);
  await page.getByLabel('Add a user or invite an email').fill(email);
  await page.getByRole('button', { name: 'Add or invite' }).click();
  await confirmBilling(page, email);

  await expect(page.getByText(`${email} added.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${teamPath}/members$`));
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('cell', { name: email })).toBeVisible();
});

test('staff add an existing user to a team billed automatically from the team looked up by email', async ({ page }) => {
  const email = 'e2e.looked.up@customer.example';
  const teamPath = await billedTeamAndUser(page, 'E2E looked-up crew', email);

  await page.goto(`${teamPath}?email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Add or invite' }).click();
  await confirmBilling(page, email);

  await expect(page.getByText(`${email} added.`)).toBeVisible();
  await page.goto(`${teamPath}/members`);
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('cell', { name: email })).toBeVisible();
});

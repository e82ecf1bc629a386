import { expect, test } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

type Listed = { data: { id: string; attributes: { email: string; cancelable: boolean } }[] };

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

const email = 'e2e.newcomer@customer.example';

test('staff create a user, give access and add them to a team billed automatically', async ({ page }) => {
  await page.goto('/users');
  await page.getByLabel("New user's email").fill(email);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expectHeading(page, email);
  const emailsAccess = page.getByRole('checkbox', { name: /Emails access/ });
  await expect(emailsAccess).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/v1\/admin\/users\/\d+(\?|$)/.test(r.url()));
  await emailsAccess.check();
  expect((await saved).ok()).toBe(true);
  // Ticked before the server answers; a reload shows what was saved.
  await page.reload();
  await expectHeading(page, email);
  await expect(emailsAccess).toBeChecked();

  await page.goto('/teams/create');
  await page.getByLabel('Name').fill('E2E crew');
  await page.getByLabel('Owner email').fill('sam.standard@customer.example');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expectHeading(page, 'E2E crew');

  // The new team is on a trial charged automatically: adding a member asks for the typed email and billing.
  await page.goto('/users');
  await page.getByLabel('Filter by email').fill('e2e.newcomer');
  await page.getByRole('link', { name: email }).click();
  await page.getByRole('navigation', { name: 'User' }).getByRole('link', { name: 'Teams' }).click();
  await page.getByLabel('Find a team to add the user to').fill('E2E crew');
  await page.getByRole('button', { name: 'Add to E2E crew' }).click();
  await page.getByLabel(`Type ${email} to confirm`).fill(email);
  await page.getByLabel('Bill this team automatically for this member').check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('link', { name: 'E2E crew' })).toBeVisible();
  await page.getByRole('link', { name: 'E2E crew' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
});

test('staff invite to a team, change its owner, and cancel a subscription with a wrong then the right email', async ({ page }) => {
  const team = await page.request.post('/api/v3/teams', { data: { name: 'E2E handover', owner_email: 'sam.standard@customer.example' } });
  expect(team.ok()).toBe(true);
  const teamPath = `/teams/${((await team.json()) as { data: { id: string } }).data.id}`;

  await page.goto(`${teamPath}/members`);
  await page.getByLabel('Add a user or invite an email').fill('e2e.invitee@prospect.example');
  await page.getByRole('button', { name: 'Add or invite' }).click();
  await expect(page.getByText('Invitation sent!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'e2e.invitee@prospect.example' })).toBeVisible();

  await page.goto(teamPath);
  await page.getByLabel("New owner's email").fill('riley.reviewer@tracker.example');
  await page.getByRole('button', { name: 'Change owner' }).click();
  await expect(page.getByText('Team Owner changed!')).toBeVisible();
  await expect(page.getByText('Owner: riley.reviewer@tracker.example')).toBeVisible();

  const users = ((await (await page.request.get('/api/v1/admin/users?size=100')).json()) as Listed).data;
  const subscriber = users.find((u) => u.attributes.cancelable)!;
  await page.goto(`/users/${subscriber.id}`);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const typed = page.getByLabel(`Type ${subscriber.attributes.email} to confirm`);
  await typed.fill(`x${subscriber.attributes.email}`);
  await typed.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Email address did not match. Please try again.');
  await typed.fill(subscriber.attributes.email);
  await typed.press('Enter');
  await expect(page.getByText('The subscription ends at the end of its period.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeDisabled();
});

test('turning a user’s access off unticks it at once and keeps it off after a reload', async ({ page }) => {
  const created = await page.request.post('/api/v1/admin/users', { data: { email: 'e2e.access.off@customer.example' } });
  expect(created.ok()).toBe(true);
  await page.goto(`/users/${((await created.json()) as { data: { id: string } }).data.id}`);
  const groupsAccess = page.getByRole('checkbox', { name: /Groups access/ });
  const saved = () => page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/v1\/admin\/users\/\d+(\?|$)/.test(r.url()));

  const on = saved();
  await groupsAccess.check();
  expect((await on).ok()).toBe(true);
  await expect(groupsAccess).toBeChecked();

  const off = saved();
  await groupsAccess.uncheck();
  expect((await off).ok()).toBe(true);
  await expect(page.getByRole('checkbox', { name: /Groups access \(until \d{4}-\d{2}-\d{2}\)/ })).not.toBeChecked();
  await page.reload();
  await expect(groupsAccess).not.toBeChecked();
});

test('leaving a user’s details with a change not saved asks first, on Cancel, and stays', async ({ page }) => {
  const created = await page.request.post('/api/v1/admin/users', { data: { email: 'e2e.unsaved@customer.example' } });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await page.goto(`/users/${id}`);
  const form = page.getByRole('form', { name: 'User details' });
  await form.getByLabel('Name', { exact: true }).fill('Half typed');

  // Esc leaves the field; g then t would go to Teams.
  await page.keyboard.press('Escape');
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  const asked = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(asked.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(asked).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Half typed');

  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await page.keyboard.press('Tab');
  await expect(asked.getByRole('button', { name: 'Leave' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectHeading(page, 'Teams');
});

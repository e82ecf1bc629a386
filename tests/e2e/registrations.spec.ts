import { expect, test } from '@playwright/test';
import { admin, expectHeading, runCommand, signIn } from './fixtures';

type Listed = { data: { id: string; attributes: { name: string; domain_name: string } }[] };

test.beforeEach(async ({ page }) => {
  // What the console puts on the clipboard, kept where the test can read it (headless Chromium's clipboard does not answer reads).
  await page.addInitScript(() => {
    const copied: string[] = [];
    Object.assign(window, { copied });
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: async (text: string) => {
          copied.push(text);
        },
      },
    });
  });
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

test('staff create a registration for a company and copy its persona, by keyboard', async ({ page }) => {
  const [company] = ((await (await page.request.get('/api/v3/admin/companies?sort=name:asc&size=1&page=3')).json()) as Listed).data;
  expect(company).toBeDefined();

  // c on the queue opens the create screen.
  await page.keyboard.press('c');
  await expectHeading(page, 'Create registration');
  await page.getByLabel('Search companies to add').focus();
  await page.keyboard.type(company!.attributes.domain_name);
  await expect(page.getByRole('option', { name: new RegExp(company!.attributes.name) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('picked-company')).toContainText(company!.attributes.name);
  await page.getByRole('button', { name: 'Create registration' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(company!.attributes.name) })).toBeVisible();
  await expect(page.getByTestId('registration-status')).toHaveText('unclaimed');

  // Copy the persona's password and email address from the palette.
  await runCommand(page, 'Copy persona password');
  const copied = () => page.evaluate(() => (window as unknown as { copied: string[] }).copied);
  await expect.poll(copied).toHaveLength(1);
  expect((await copied())[0]).toMatch(/\S{8,}/);
  await runCommand(page, 'Copy persona email address');
  await expect.poll(copied).toHaveLength(2);
  expect((await copied())[1]).toMatch(/^[a-z.]+\d{4}@/);
});

test('staff claim a registration, log an event, make its emails private, complete all and see it in the recap, by keyboard', async ({ page }) => {
  const [company] = ((await (await page.request.get('/api/v3/admin/companies?sort=name:asc&size=1&page=5')).json()) as Listed).data;
  const created = await page.request.post('/api/v1/admin/registrations', { data: { company_id: Number(company!.id) } });
  expect(created.ok()).toBe(true);
  const { data } = (await created.json()) as { data: { id: string } };
  await page.goto(`/registrations/${data.id}`);
  await expect(page.getByTestId('registration-status')).toHaveText('unclaimed');
  await expect(page.getByRole('button', { name: 'Copy password' })).toBeVisible();

  // Claim with c, then e goes to the event field.
  await page.keyboard.press('c');
  await expect(page.getByTestId('registration-status')).toHaveText('assigned');
  await page.keyboard.press('e');
  const eventField = page.getByLabel('Event', { exact: true });
  await expect(eventField).toBeFocused();
  await eventField.selectOption('Subscribed to newsletter');
  await page.getByRole('button', { name: 'Add event' }).focus();
  await page.keyboard.press('Enter');
  const events = page.getByRole('region', { name: 'Events' });
  const logged = (name: string) => events.getByRole('listitem').getByText(name, { exact: true });
  await expect(logged('Subscribed to newsletter')).toBeVisible();

  await runCommand(page, 'Make all PRIVATE');
  await expect(page.getByRole('status').filter({ hasText: /saved/i }).first()).toBeVisible();

  // Shift+C completes all; the screen shows what was saved.
  await page.keyboard.press('Shift+C');
  await expect(page.getByTestId('registration-status')).toHaveText('complete');
  await expect(logged('Reviewed')).toBeVisible();
  await expect(logged('Completed')).toBeVisible();

  await page.goto('/registrations/recap');
  await expectHeading(page, 'Registration recap');
  const today = page.getByRole('table', { name: 'Registrations per day' }).getByRole('row').nth(1);
  await expect(today).toContainText(`${admin.email}:`);
  await expect(today).toContainText('completed');
});

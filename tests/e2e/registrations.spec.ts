import { expect, test, type Page } from '@playwright/test';
import { admin, expectHeading, runCommand, signIn, tabTo } from './fixtures';

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

/** The recap's total of completed registrations, read from the recap screen. */
async function completedTotal(page: Page) {
  await expectHeading(page, 'Registration recap');
  const totals = page.getByText(/^From .* completed\.$/);
  await expect(totals).toBeVisible();
  return Number(/(\d+) completed\.$/.exec((await totals.textContent()) ?? '')?.[1]);
}

test('staff create a registration for a company, copy its persona, then log an event, make its emails private, complete all and see it in the recap, by keyboard', async ({
  page,
}) => {
  // Which company to type: data for the test, not navigation.
  const [company] = ((await (await page.request.get('/api/v3/admin/companies?sort=name:asc&size=1&page=3')).json()) as Listed).data;
  expect(company).toBeDefined();

  // The recap before: the palette goes there.
  await runCommand(page, 'Registration recap');
  const completedBefore = await completedTotal(page);
  expect(completedBefore).toBeGreaterThanOrEqual(0);
  // g r back to the queue.
  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expectHeading(page, 'Registrations');

  // c on the queue opens the create screen; type the company's domain, Enter chooses it.
  await page.keyboard.press('c');
  await expectHeading(page, 'Create registration');
  await tabTo(page, page.getByLabel('Search companies to add'));
  await page.keyboard.type(company!.attributes.domain_name);
  await expect(page.getByRole('option', { name: new RegExp(company!.attributes.name) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('picked-company')).toContainText(company!.attributes.name);
  await tabTo(page, page.getByRole('button', { name: 'Create registration' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(company!.attributes.name) })).toBeVisible();
  await expect(page.getByTestId('registration-status')).toHaveText('unclaimed');

  // Copy the persona's password and email address from the palette.
  await runCommand(page, 'Copy password');
  const copied = () => page.evaluate(() => (window as unknown as { copied: string[] }).copied);
  await expect.poll(copied).toHaveLength(1);
  expect((await copied())[0]).toMatch(/\S{8,}/);
  await runCommand(page, 'Copy email address');
  await expect.poll(copied).toHaveLength(2);
  expect((await copied())[1]).toMatch(/^[a-z.]+\d{4}@/);

  // A new registration's address has received nothing: back to the queue (g r) to pick an
  // unclaimed one with emails through the filters, by keyboard.
  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expectHeading(page, 'Registrations');
  const status = page.getByLabel('Status', { exact: true });
  await tabTo(page, status);
  await page.keyboard.type('Unclaimed');
  await expect(status).toHaveValue('unclaimed');
  const emailsFilter = page.getByLabel('Emails', { exact: true });
  await tabTo(page, emailsFilter);
  await page.keyboard.press('ArrowDown');
  await expect(emailsFilter).toHaveValue('with');
  await expect(page).toHaveURL(/emails=with/);
  const queue = page.getByRole('grid', { name: 'Registrations' });
  await expect(queue).not.toHaveAttribute('aria-busy', 'true');
  await expect(queue.getByRole('row').nth(1)).toBeVisible();
  // Focus on the table makes its first row active; Enter opens it.
  await tabTo(page, queue);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('registration-status')).toHaveText('unclaimed');
  const emailRows = page
    .getByRole('grid', { name: 'Emails received' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(emailRows.first()).toBeVisible();
  const emailCount = await emailRows.count();
  expect(emailCount).toBeGreaterThan(0);

  // Claim with c, then e goes to the event field; typing an event's name chooses it.
  await page.keyboard.press('c');
  await expect(page.getByTestId('registration-status')).toHaveText('assigned');
  await page.keyboard.press('e');
  const eventField = page.getByLabel('Event', { exact: true });
  await expect(eventField).toBeFocused();
  await page.keyboard.type('Subscribed to newsletter');
  await expect(eventField).toHaveValue('Subscribed to newsletter');
  await tabTo(page, page.getByRole('button', { name: 'Add event' }));
  await page.keyboard.press('Enter');
  const events = page.getByRole('region', { name: 'Events' });
  const logged = (name: string) => events.getByRole('listitem').getByText(name, { exact: true });
  await expect(logged('Subscribed to newsletter')).toBeVisible();

  // Make all PRIVATE from the palette: emails not flagged Private before all are after.
  expect(await emailRows.filter({ hasText: 'Private' }).count()).toBeLessThan(emailCount);
  await runCommand(page, 'Make all PRIVATE');
  await expect(emailRows).toHaveCount(emailCount);
  await expect(emailRows.filter({ hasText: 'Private' })).toHaveCount(emailCount);

  // Shift+C completes all; the screen shows what was saved.
  await page.keyboard.press('Shift+C');
  await expect(page.getByTestId('registration-status')).toHaveText('complete');
  await expect(logged('Reviewed')).toBeVisible();
  await expect(logged('Completed')).toBeVisible();

  // The recap counts the completion, today and by this admin.
  await runCommand(page, 'Registration recap');
  // Shown from the cache first, then refetched (the completion made it stale).
  await expect.poll(() => completedTotal(page)).toBe(completedBefore + 1);
  const today = page.getByRole('table', { name: 'Registrations per day' }).getByRole('row').nth(1);
  await expect(today).toContainText(
    new RegExp(`${admin.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: [1-9]\\d* claimed, [1-9]\\d* completed`),
  );
});

import { expect, test } from '@playwright/test';
import { expectHeading, runCommand, signIn } from './fixtures';

/**
 * The Arriving screen by keyboard alone: the demo's inbound mail is listed (its processed messages,
 * and the hostile ones the worker marks failed on the first start), filtered by state, opened, and
 * a failed one retried from the list and from its own page; all failed mail is retried after a
 * confirmation that says how many.
 */
test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

test('lists the arriving mail, filters it by state and retries a failed message', async ({ page }) => {
  await page.keyboard.press('g');
  await page.keyboard.press('m');
  await expectHeading(page, 'Arriving');
  const grid = page.getByRole('grid', { name: 'Arriving' });
  await expect(grid).toBeFocused();
  await expect(grid.getByRole('row').filter({ hasText: 'Processed' }).first()).toBeVisible();
  await expect(page.getByLabel('Queue status')).toContainText(/messages? in the queue/);

  // f 1: the state filter; Failed is its last choice.
  await page.keyboard.press('f');
  await page.keyboard.press('1');
  await expect(page.getByLabel('State', { exact: true })).toBeFocused();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/state=failed/);
  const failedRow = grid.getByRole('row').filter({ hasText: 'Failed' }).first();
  await expect(failedRow).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'Processed' })).toHaveCount(0);

  // Back to the table: j makes the first row active; r queues it again.
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await expect(grid).toBeFocused();
  await page.keyboard.press('r');
  await expect(page.getByRole('status').filter({ hasText: /^Queued “.*” again\.$/ })).toBeVisible();
});

test('opens a failed message, retries it there, and retries all failed mail after saying how many', async ({ page }) => {
  await runCommand(page, 'Arriving');
  await expectHeading(page, 'Arriving');
  await page.keyboard.press('f');
  await page.keyboard.press('1');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/state=failed/);
  const grid = page.getByRole('grid', { name: 'Arriving' });
  await expect(grid.getByRole('row').filter({ hasText: 'Failed' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/arriving\/\d+$/);
  const processing = page.getByLabel('Processing');
  await expect(processing).toContainText('Attempts');
  await expect(processing).toContainText(/Last error\s*\S/);
  await expect(page.getByLabel('Envelope')).toContainText('Inbox');
  await page.keyboard.press('r');
  await expect(page.getByRole('status').filter({ hasText: 'Queued for processing again.' })).toBeVisible();

  await page.keyboard.press('g');
  await page.keyboard.press('m');
  await expectHeading(page, 'Arriving');
  // The worker marks the retried message failed again (it is hostile mail): then all can be retried.
  await expect(page.getByLabel('Queue status')).toContainText(/[1-9]\d* failed/);
  await page.keyboard.press('Shift+R');
  const dialog = page.getByRole('dialog', { name: 'Retry all failed mail' });
  await expect(dialog).toContainText(/Queue the \d+ failed messages? for processing again\?/);
  // Cancel has the focus: Tab to the action, Enter confirms.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Queued \d+ messages? again\.$/ })).toBeVisible();
});

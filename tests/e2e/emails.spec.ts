import { expect, test, type Request } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

// The demo data's hostile emails (script, form, remote image, CSS url(), SVG) all aim at this host.
const HOSTILE_HOST = 'tracker-pixel.hostile.example';

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

test('searching emails with a date preset keeps it in the URL and lists what it covers', async ({ page }) => {
  await page.goto('/emails');
  await expectHeading(page, 'Emails');
  await page.getByLabel('Sent').selectOption('n3m');
  await expect(page).toHaveURL(/preset=n3m/);
  await expect(page.getByRole('grid', { name: 'Emails' }).getByRole('row').nth(1)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Sent')).toHaveValue('n3m');
});

test('a hostile email shows in the raw view with nothing executed and nothing loaded', async ({ page }) => {
  // Chromium may announce a load its policy then blocks (failed with "csp", net::ERR_BLOCKED_BY_CSP);
  // only a request that went further, to the network, would tell the brand anything.
  const hostileRequests: string[] = [];
  const hostile = (request: Request) => request.url().includes(HOSTILE_HOST);
  page.on('requestfinished', (request) => {
    if (hostile(request)) hostileRequests.push(`${request.url()} (answered)`);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (hostile(request) && !['csp', 'net::ERR_BLOCKED_BY_CSP'].includes(error)) hostileRequests.push(`${request.url()} (${error})`);
  });

  await page.goto('/emails?search=%22confirm+your+account%22');
  await page.getByRole('link', { name: 'Action required: confirm your account' }).first().click();
  await expectHeading(page, 'Action required: confirm your account');

  const frame = page.frameLocator('iframe[title="Email HTML"]');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('please confirm your account');
  await expect(page.locator('iframe[title="Email HTML"]')).toHaveAttribute('sandbox', '');
  // The script would mark the body; the form cannot submit out of the sandbox.
  await expect(frame.locator('body')).not.toHaveAttribute('data-pwned', 'yes');
  await frame.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/emails\//);

  // Keys typed in the frame stay in its document: back on the page, the view keys work.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('t');
  await expect(page.locator('.raw-email-text')).toContainText('please confirm your account');
  await page.keyboard.press('r');
  await expect(page.getByText('Subject', { exact: true })).toBeVisible();
  // Every request the page made has been seen by now: the views switched after the frame loaded.
  expect(hostileRequests).toEqual([]);
});

test('classifying an email adds the type, and its score toggles', async ({ page }) => {
  await page.goto('/emails');
  await page.getByRole('grid', { name: 'Emails' }).getByRole('link').first().click();
  const editor = page.getByRole('region', { name: 'Classifications' });
  await editor.getByLabel('Add a classification').selectOption('refer_a_friend');
  await editor.getByRole('button', { name: 'Add' }).click();
  const toggle = editor.getByRole('button', { name: 'Refer a friend: applies' });
  await expect(toggle).toBeVisible();

  await toggle.click();
  await expect(editor.getByRole('button', { name: 'Refer a friend: does not apply' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Classifications' }).getByRole('button', { name: 'Refer a friend: does not apply' }),
  ).toBeVisible();
});

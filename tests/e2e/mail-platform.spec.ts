import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../support/repo-root';
import { sendSmtp } from '../support/send-smtp';
import { freePort, startServer, type StartedServer } from '../support/server';
import { expectHeading, signIn } from './fixtures';

// The demo's sample message (what `npm run send-test-mail` sends): Klaviyo's click tracking and
// one-click unsubscribe, to a demo inbox.
const SAMPLE = readFileSync(path.join(repoRoot, 'server/src/seed/demo/sample-message.eml'), 'utf8');
const INBOX = 'jordan.johansson1001@inbox.tracker.example';
const SUBJECT = 'Welcome to Juniper & Co: 15% off your first order';

// A server of its own, with its SMTP listener on: the shared one takes no mail, so its data stays as other specs expect.
let server: StartedServer;
let smtpPort: number;

test.beforeAll(async () => {
  smtpPort = await freePort();
  server = await startServer({ demoData: true, env: { TRACKER_SMTP_PORT: String(smtpPort), TRACKER_SMTP_HOST: '127.0.0.1' } });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a message arriving over SMTP shows its sending platform, its authentication and its unsubscribe targets', async ({ page }) => {
  const reply = await sendSmtp(smtpPort, { from: 'news@juniper-co.example', to: INBOX, raw: SAMPLE });
  expect(reply).toMatch(/^250 /);

  await page.goto(`${server.url}/signin`);
  await signIn(page, server.adminEmail, server.adminPassword);
  await expectHeading(page, 'Registrations');
  // The worker processes it in the background: the platform filter finds it once it has.
  const arrived = page.getByRole('grid', { name: 'Emails' }).getByRole('link', { name: SUBJECT });
  await expect(async () => {
    await page.goto(`${server.url}/emails?platform=klaviyo&search=WELCOME15`);
    await expect(arrived).toBeVisible({ timeout: 2_000 });
  }).toPass();

  await arrived.click();
  await expectHeading(page, SUBJECT);
  const platform = page.locator('.email-headers dt', { hasText: 'Platform' }).locator('xpath=following-sibling::dd[1]');
  await expect(platform).toContainText('Klaviyo');
  await expect(platform).toContainText('links via ctrk.klclick.com');

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('r');
  const facts = page.getByRole('region', { name: 'Authentication' });
  // The server looks up no DNS unless configured: SPF is unresolved, not failed.
  await expect(facts).toContainText('unresolved (temperror) for juniper-co.example from 127.0.0.1');
  await expect(facts).toContainText('One-click (RFC 8058)');
  await expect(facts).toContainText('https://ctrk.klclick.com/u/juniper-co?e=1');
});

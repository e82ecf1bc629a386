import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

// An inbox of the demo data: mail ingested for it becomes an email on its registration.
const INBOX = 'jordan.johansson1001@inbox.tracker.example';

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

test('mail that arrives shows its suggestions on the email screen, and y makes the first one manual', async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const subject = `Happy birthday from Juniper ${tag}`;
  const raw = [
    'From: Juniper & Co <news@juniper.example>',
    `To: ${INBOX}`,
    `Subject: ${subject}`,
    'Date: Tue, 12 May 2026 09:00:00 +0000',
    `Message-ID: <birthday-${tag}@juniper.example>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'A treat for your special day: 20% off anything this month.',
    '',
  ].join('\r\n');
  const receipt = await page.request.post('/api/v1/admin/inbound/ingest', { headers: { 'content-type': 'message/rfc822' }, data: raw });
  expect(receipt.status()).toBe(202);
  const messageId = ((await receipt.json()) as { data: Array<{ id: string }> }).data[0]!.id;
  let guid: string | null = null;
  await expect
    .poll(async () => {
      const message = (await (await page.request.get(`/api/v1/admin/inbound/messages/${messageId}`)).json()) as {
        data: { attributes: { email_guid: string | null } };
      };
      guid = message.data.attributes.email_guid;
      return guid;
    })
    .not.toBeNull();

  await page.goto(`/emails/${guid}`);
  await expectHeading(page, subject);
  const suggested = page.getByRole('region', { name: 'Suggested' });
  await expect(suggested).toContainText('Birthday');
  await expect(page.getByText('Not classified.')).toBeVisible();

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('y');

  await expect(page.getByRole('button', { name: 'Birthday: applies' })).toBeVisible();
  await expect(page.getByText('set by hand')).toBeVisible();
  // Accepted, it leaves the suggestions (the demo's model may suggest other types beside it).
  await expect(page.getByRole('button', { name: 'Accept Birthday' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Birthday: applies' })).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

test.beforeEach(async ({ page }) => {
  // No loading of screens while idle: the screens below must still need the network when visited.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

/** Whether the industries screen's own stylesheet is on the page, with its rules: the screen is not left bare. */
const industriesStyled = (page: Page) =>
  page.evaluate(() => Array.from(document.styleSheets).some((sheet) => /industries/.test(sheet.href ?? '') && sheet.cssRules.length > 0));

test('a screen that cannot load offline says so with a Retry, and loads, styled, once the network is back', async ({ page, context }) => {
  // The industries screen's code and its stylesheet have not been fetched yet: going there needs the network.
  await context.setOffline(true);
  await page.keyboard.press('g');
  await page.keyboard.press('i');
  await expect(page).toHaveURL(/\/industries$/);
  await expect(page.getByRole('alert')).toContainText('You are offline');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await context.setOffline(false);
  await expectHeading(page, 'Industries');
  expect(await industriesStyled(page)).toBe(true);
});

test('Retry loads a screen whose code failed to arrive', async ({ page }) => {
  const industries = '**/assets/industries-page-*';
  await page.route(industries, (route) => route.abort('internetdisconnected'));
  await page.keyboard.press('g');
  await page.keyboard.press('i');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('could not fetch this screen');

  await page.unroute(industries);
  await retry.click();
  await expectHeading(page, 'Industries');
  expect(await industriesStyled(page)).toBe(true);
});

import { expect, test, type Page } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';
import { demoSamples, fill, type Samples } from './screens';

// The console's reference screen: a 1280×800 laptop.
test.use({ viewport: { width: 1280, height: 800 } });

let samples: Samples;

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
  samples ??= await demoSamples(page);
});

/** How far the page scrolls sideways: nothing of a screen should lie beyond its right edge. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How much of each table on the page its box cuts off on the right, table by table. */
const tablesCut = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.data-table-wrap')).map((wrap) => {
      const table = wrap.querySelector('table');
      return table ? Math.max(0, Math.ceil(table.getBoundingClientRect().right - wrap.getBoundingClientRect().right)) : 0;
    }),
  );

test('the companies table fits its box at 1280×800, page after page', async ({ page }) => {
  for (const path of ['/companies', '/companies?page=2', '/companies?page=3', '/companies?sort=tracked_count:desc']) {
    await page.goto(path);
    await expect(page.getByRole('grid', { name: 'Companies' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await tablesCut(page), `${path}: the table is cut off on the right`).toEqual([0]);
    expect(await sideways(page), `${path}: the page scrolls sideways`).toBe(0);
    // The last column is whole on the screen.
    const goodFit = await page.getByRole('columnheader', { name: 'Good fit' }).boundingBox();
    expect(goodFit!.x + goodFit!.width).toBeLessThanOrEqual(1280);
  }
});

test('the industries page does not scroll sideways and shows each Remove button whole', async ({ page }) => {
  await page.goto('/industries');
  await expectHeading(page, 'Industries');
  const remove = page.getByRole('button', { name: /^Remove/ });
  await expect(remove.first()).toBeVisible();
  expect(await sideways(page)).toBe(0);
  const panel = await page.getByRole('region', { name: 'Verticals' }).boundingBox();
  for (const button of await remove.all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(1280, panel!.x + panel!.width));
  }
});

test('the shortcut overlay fits 1280×800 without scrolling on the busiest screens, and tells Esc', async ({ page }) => {
  const screens = [
    '/registrations/{registration}',
    '/companies',
    '/lists',
    '/emails',
    '/journeys',
    '/lists/{list}',
    '/journeys/{journey}',
    '/emails/{email}',
  ];
  const overflowing: string[] = [];
  for (const path of screens) {
    await page.goto(fill(path, samples, 'id'));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Loading/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    await page.keyboard.press('Shift+?');
    const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('Esc');
    const fits = await overlay.evaluate((dialog) => {
      const box = dialog.getBoundingClientRect();
      const scrollers = [dialog, ...Array.from(dialog.querySelectorAll<HTMLElement>('*'))].filter(
        (e) => e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY !== 'visible',
      );
      return box.top >= 0 && box.bottom <= window.innerHeight && scrollers.length === 0;
    });
    if (!fits) overflowing.push(path);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  }
  expect(overflowing).toEqual([]);
});

test('the shortcut overlay lists e for editing a row of an import preview', async ({ page }) => {
  await page.goto('/companies/bulk');
  await expectHeading(page, 'Bulk company import');
  const sheet = ['Company name,Domain', 'Lakeside Goods,lakeside-goods.example', ''].join('\n');
  await page.getByLabel(/pick one$/).setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
  await expect(page.getByRole('table', { name: 'Rows to import' })).toBeVisible();

  await page.keyboard.press('Shift+?');
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const edit = overlay
    .getByRole('region', { name: 'Shortcuts by group' })
    .locator('div', { has: page.getByText('Edit the row', { exact: true }) });
  await expect(edit.locator('kbd')).toHaveText('e');
  await expect(overlay).toContainText('Esc');
});

import { expect, test, type Page } from '@playwright/test';
import { expectHeading, runCommand, signIn } from './fixtures';

type Listed = { data: { id: string; attributes: { name: string; domain_name: string } }[] };

// The console's reference screen: a 1280×800 laptop.
test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

async function someCompany(page: Page) {
  const listed = (await (await page.request.get('/api/v3/admin/companies?sort=name:asc&size=1&page=5')).json()) as Listed;
  const company = listed.data[0];
  if (!company) throw new Error('The demo data has no companies');
  return company;
}

test('keys typed straight after Ctrl+K on a fresh load go to the palette, which finds a company by name', async ({ page }) => {
  const company = await someCompany(page);
  await page.goto('/groups');
  await expectHeading(page, 'Groups');

  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type(company.attributes.name);

  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByPlaceholder('Type a command or search…')).toHaveValue(company.attributes.name);
  await expect(palette.getByRole('option').first()).toContainText(company.attributes.name);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/companies/${company.id}$`));
  await expectHeading(page, company.attributes.name);
  // A company's overview has no table: focus goes to its first action.
  await expect(page.getByRole('button', { name: 'Refetch logo' })).toBeFocused();
});

test('Ctrl+K opens the palette from inside the group’s add-company search', async ({ page }) => {
  await page.goto('/groups');
  await page.getByRole('grid', { name: 'Groups' }).getByRole('link').first().click();
  const search = page.getByRole('combobox', { name: 'Search companies to add' });
  await search.fill('a');

  await page.keyboard.press('ControlOrMeta+k');

  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
});

test('focus lands on the list, comes back to the row that was active, and the skip link reaches the table', async ({ page }) => {
  await page.goto('/companies');
  const grid = page.getByRole('grid', { name: 'Companies' });
  await expect(grid).toBeFocused();
  await expect(grid.locator('tbody tr[data-active]')).toHaveCount(1);
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  const active = grid.locator('tbody tr[data-active]');
  const name = (await active.getByRole('link').textContent()) ?? '';

  await page.keyboard.press('Enter');
  await expectHeading(page, name);
  await expect(page.getByRole('button', { name: 'Refetch logo' })).toBeFocused();
  await page.goBack();

  await expect(grid).toBeFocused();
  await expect(grid.locator('tbody tr[data-active]')).toContainText(name);

  // From the top of the page, as after a reload: the first Tab stop is the skip link.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid).toBeFocused();
});

test('a list shows at least 25 rows at 1280×800', async ({ page }) => {
  await page.goto('/companies');
  const rows = page.getByRole('grid', { name: 'Companies' }).locator('tbody tr');
  await expect(rows).toHaveCount(25);

  const inView = await rows.evaluateAll((all) => all.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);

  expect(inView).toBeGreaterThanOrEqual(25);
});

test('on the companies list, PageDown, PageUp, End and Home move the active row, and ] and [ turn the page', async ({ page }) => {
  await page.goto('/companies');
  const grid = page.getByRole('grid', { name: 'Companies' });
  const rows = grid.locator('tbody tr');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(grid).toBeFocused();
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toHaveAttribute('data-active');
  const firstOnPageOne = (await rows.first().getByRole('link').textContent()) ?? '';

  await page.keyboard.press('PageDown');
  await expect(rows.nth(10)).toHaveAttribute('data-active');
  await page.keyboard.press('End');
  await expect(rows.last()).toHaveAttribute('data-active');
  await page.keyboard.press('PageUp');
  await expect(rows.nth(14)).toHaveAttribute('data-active');
  await page.keyboard.press('Home');
  await expect(rows.first()).toHaveAttribute('data-active');
  await expect(grid.locator('tbody tr[data-active]')).toHaveCount(1);

  await page.keyboard.press(']');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pagination).toContainText('Page 2 of');
  await expect(rows.first().getByRole('link')).not.toHaveText(firstOnPageOne);

  await page.keyboard.press('[');
  await expect(pagination).toContainText('Page 1 of');
  await expect(rows.first().getByRole('link')).toHaveText(firstOnPageOne);
});

test('a filter run from the palette narrows the companies list to that type', async ({ page }) => {
  const listed = (await (await page.request.get('/api/v3/admin/companies?company_type=marketplace&size=1')).json()) as {
    meta: { total: number };
  };
  const marketplaces = listed.meta.total;
  expect(marketplaces).toBeGreaterThan(0);
  await page.goto('/companies');
  await expectHeading(page, 'Companies');

  await runCommand(page, 'Filter by type');
  const type = page.getByLabel('Type', { exact: true });
  await expect(type).toBeFocused();
  await type.selectOption({ label: 'Marketplace' });

  await expect(page).toHaveURL(/[?&]company_type=marketplace(&|$)/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Companies' });
  await expect(grid.locator('tbody tr')).toHaveCount(Math.min(marketplaces, 25));
  await expect(grid.getByRole('gridcell', { name: 'Marketplace', exact: true })).toHaveCount(Math.min(marketplaces, 25));
});

test('a sort command orders the companies by domain, and run again the other way', async ({ page }) => {
  const namesBy = async (sort: string) =>
    ((await (await page.request.get(`/api/v3/admin/companies?sort=${sort}&size=25`)).json()) as Listed).data.map((c) => c.attributes.name);
  const byDomain = await namesBy('domain_name:asc');
  const byDomainDescending = await namesBy('domain_name:desc');
  await page.goto('/companies');
  const grid = page.getByRole('grid', { name: 'Companies' });
  const domainHeader = grid.getByRole('columnheader', { name: 'Domain' });
  await expect(domainHeader).toHaveAttribute('aria-sort', 'none');

  await runCommand(page, 'Sort by Domain');

  await expect(page).toHaveURL(/[?&]sort=domain_name(:|%3A)asc(&|$)/);
  await expect(domainHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid.locator('tbody tr').getByRole('link')).toHaveText(byDomain);

  await runCommand(page, 'Sort by Domain');

  await expect(domainHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(grid.locator('tbody tr').getByRole('link')).toHaveText(byDomainDescending);
});

test('the ? overlay fits the window and scrolls to its last shortcut', async ({ page }) => {
  await page.goto('/companies');
  await expect(page.getByRole('grid', { name: 'Companies' })).toBeFocused();

  await page.keyboard.press('Shift+?');

  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(overlay).toBeVisible();
  const box = await overlay.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('The overlay has no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

  const lastShortcut = overlay.getByRole('region', { name: 'Shortcuts by group' }).locator('dt').last();
  await lastShortcut.scrollIntoViewIfNeeded();
  await expect(lastShortcut).toBeVisible();
  await expect(lastShortcut).toBeInViewport();
  const last = await lastShortcut.boundingBox();
  if (!last) throw new Error('The last shortcut has no box');
  expect(last.y).toBeGreaterThanOrEqual(box.y);
  expect(last.y + last.height).toBeLessThanOrEqual(box.y + box.height);
});

/**
 * Scrolls whatever scrolls the list (a box around the table, or the page) to its end; says by how
 * much, and where the header row's top and the console's sticky header's bottom then are.
 */
async function scrollListToEnd(page: Page, label: string) {
  const grid = page.getByRole('grid', { name: label });
  // The header row's cells are what stick (a row cannot be sticky): measure its first cell.
  const header = grid.locator('thead tr').first().locator('th').first();
  const before = await header.boundingBox();
  const scrolled = await grid.evaluate((table) => {
    for (let box = table.parentElement; box; box = box.parentElement) {
      const overflowY = getComputedStyle(box).overflowY;
      if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) {
        box.scrollTop = box.scrollHeight;
        return box.scrollTop;
      }
    }
    const scroller = document.scrollingElement ?? document.documentElement;
    scroller.scrollTop = scroller.scrollHeight;
    return scroller.scrollTop;
  });
  const appHeader = await page.locator('.app-header').boundingBox();
  return {
    header,
    scrolled,
    before: before?.y ?? Number.NaN,
    after: (await header.boundingBox())?.y ?? Number.NaN,
    belowAppHeader: appHeader ? appHeader.y + appHeader.height : 0,
  };
}

test('the companies list’s header row stays in the visible area, below the console’s header, when the page scrolls', async ({ page }) => {
  await page.goto('/companies');
  await expect(page.getByRole('grid', { name: 'Companies' }).locator('tbody tr')).toHaveCount(25);

  const { header, scrolled, after, belowAppHeader } = await scrollListToEnd(page, 'Companies');

  expect(scrolled).toBeGreaterThan(0);
  await expect(header).toBeInViewport();
  // Not slid under the console's own sticky header.
  expect(after).toBeGreaterThanOrEqual(belowAppHeader - 1);
});

test('on a list longer than the window (industries, 100 a page) the header row sticks below the console’s header', async ({ page }) => {
  await page.goto('/industries');
  const rows = page.getByRole('grid', { name: 'Industries' }).locator('tbody tr');
  await expect(rows.nth(40)).toBeAttached();

  const { header, scrolled, before, after, belowAppHeader } = await scrollListToEnd(page, 'Industries');

  // Scrolled past where the header started: without sticking it would be above the window.
  expect(scrolled).toBeGreaterThan(before);
  await expect(header).toBeInViewport();
  expect(Math.abs(after - belowAppHeader)).toBeLessThanOrEqual(1);
});

test('selecting a row with x does not push the table down', async ({ page }) => {
  await page.goto('/companies');
  const grid = page.getByRole('grid', { name: 'Companies' });
  const rows = grid.locator('tbody tr');
  await expect(grid).toBeFocused();
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toHaveAttribute('data-active');
  const before = await rows.first().boundingBox();

  await page.keyboard.press('x');

  await expect(page.getByRole('group', { name: 'Selected rows' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Selected rows' })).toContainText('1 selected');
  const after = await rows.first().boundingBox();
  expect(after?.y).toBe(before?.y);
});

test('a page number past the end says so and links to the last page, which has rows', async ({ page }) => {
  const listed = (await (await page.request.get('/api/v3/admin/companies?size=25')).json()) as { meta: { pages: number } };
  const pages = listed.meta.pages;
  expect(pages).toBeGreaterThan(0);
  expect(pages).toBeLessThan(9999);

  await page.goto('/companies?page=9999');

  const pastEnd = page.getByRole('status').filter({ hasText: 'past the end' });
  await expect(pastEnd).toHaveText(
    `Page 9999 is past the end: there ${pages === 1 ? 'is 1 page' : `are ${pages} pages`}. Go to the last page`,
  );
  const grid = page.getByRole('grid', { name: 'Companies' });
  await expect(grid.locator('tbody tr').getByRole('link')).toHaveCount(0);

  await pastEnd.getByRole('link', { name: 'Go to the last page' }).click();

  await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}(&|$)`));
  await expect(grid.locator('tbody tr').getByRole('link').first()).toBeVisible();
  if (pages > 1) await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(`Page ${pages} of ${pages}`);
  await expect(pastEnd).toHaveCount(0);
});

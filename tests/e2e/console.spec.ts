import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

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
  await expect(page.getByRole('heading', { level: 1, name: company.attributes.name })).toBeFocused();
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
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
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

/** What axe finds on the page as it is now, one line per rule and element. */
async function axeFindings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function screenFindings(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  return axeFindings(page, path);
}

test('axe finds nothing on the list screens', async ({ page }) => {
  const found = [...(await screenFindings(page, '/companies')), ...(await screenFindings(page, '/groups'))];

  expect(found).toEqual([]);
});

test('axe finds nothing on a company’s and a group’s screens', async ({ page }) => {
  const company = await someCompany(page);
  const groups = (await (await page.request.get('/api/v3/groups?size=1')).json()) as Listed;
  const found = [...(await screenFindings(page, `/companies/${company.id}`)), ...(await screenFindings(page, `/groups/${groups.data[0]?.id ?? 1}`))];

  expect(found).toEqual([]);
});

test('axe finds nothing on the screens not built yet, in the palette or in the shortcut overlay', async ({ page }) => {
  const found = await screenFindings(page, '/registrations');
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('gr');
  found.push(...(await axeFindings(page, 'palette')));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  found.push(...(await axeFindings(page, 'shortcut overlay')));

  expect(found).toEqual([]);
});

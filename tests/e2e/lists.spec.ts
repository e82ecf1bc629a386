import { expect, test, type Page } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

type Listed = { data: { id: string; attributes: { name: string; position: number } }[] };

/** The featured lists by position, highest first: what /lists shows by default, in the API's own order. */
async function featuredByPosition(page: Page) {
  const response = await page.request.get('/api/v3/lists?featured=true&sort=position:desc&size=25');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Listed).data;
}

/** The names of the rows on screen, top to bottom. */
function namesOnScreen(page: Page) {
  return page.getByRole('grid', { name: 'Lists' }).locator('tbody tr').getByRole('link').allTextContents();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

test('staff move a list up with Shift+K and the new order is saved', async ({ page }) => {
  const before = await featuredByPosition(page);
  expect(before.length).toBeGreaterThanOrEqual(2);
  const [first, second] = before.map((list) => list.attributes.name);

  // g then l goes to the lists: featured ones, by position, highest first.
  await page.keyboard.press('g');
  await page.keyboard.press('l');
  await expect(page).toHaveURL(/\/lists$/);
  await expectHeading(page, 'Lists');
  const table = page.getByRole('grid', { name: 'Lists' });
  await expect(table.locator('tbody tr')).toHaveCount(before.length);
  await expect.poll(() => namesOnScreen(page)).toEqual(before.map((list) => list.attributes.name));

  // The table has focus on arrival with its first row active; j makes the second active, Shift+K moves it above the first.
  const active = table.locator('tbody tr[data-active]');
  await expect(active.getByRole('link')).toHaveText(first!);
  await page.keyboard.press('j');
  await expect(active.getByRole('link')).toHaveText(second!);
  const saved = page.waitForResponse(
    (response) => response.url().includes('/v3/lists/positions') && response.request().method() === 'PATCH',
  );
  await page.keyboard.press('Shift+K');
  expect((await saved).ok()).toBe(true);

  const expected = [second, first, ...before.slice(2).map((list) => list.attributes.name)];
  await expect.poll(() => namesOnScreen(page)).toEqual(expected);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The server holds the new order, and the screen shows it after a reload.
  await expect.poll(async () => (await featuredByPosition(page)).map((list) => list.attributes.name)).toEqual(expected);
  await page.reload();
  await expectHeading(page, 'Lists');
  await expect(table.locator('tbody tr')).toHaveCount(before.length);
  await expect.poll(() => namesOnScreen(page)).toEqual(expected);
});

test('staff comment on a list with c and remove the comment after confirming', async ({ page }) => {
  const [list] = await featuredByPosition(page);
  expect(list).toBeDefined();
  const name = list!.attributes.name;
  // Longer than 40 characters: the Remove button names the comment by its start.
  const body = 'Checked by the end-to-end test: keep these subject lines short';

  await page.goto('/lists');
  await expectHeading(page, 'Lists');
  await page.getByRole('grid', { name: 'Lists' }).getByRole('link', { name, exact: true }).click();
  await expectHeading(page, name);

  // c focuses the comment field; Tab reaches the form's button, Enter adds the comment.
  await page.keyboard.press('c');
  const field = page.getByLabel('Comment on this list');
  await expect(field).toBeFocused();
  await page.keyboard.type(body);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add comment' })).toBeFocused();
  await page.keyboard.press('Enter');

  const comments = page.getByRole('list', { name: 'Comments' });
  await expect(comments.getByText(body)).toBeVisible();
  await expect(field).toHaveValue('');
  const commentBodies = async () => {
    const detail = (await (await page.request.get(`/api/v3/lists/${list!.id}`)).json()) as {
      data: { attributes: { comments: { body: string }[] } };
    };
    return detail.data.attributes.comments.map((comment) => comment.body);
  };
  await expect.poll(commentBodies).toContain(body);

  await page.getByRole('button', { name: `Remove the comment “${body.slice(0, 40)}…”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove comment' });
  await expect(dialog).toBeVisible();
  // Cancel has the focus, as in every confirmation; the next control confirms.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remove comment' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByText(body)).toHaveCount(0);
  await expect.poll(commentBodies).not.toContain(body);
});

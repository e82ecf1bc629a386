import { expect, test, type Page } from '@playwright/test';
import { expectHeading, signIn, tabTo } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

/** The accessible name of what has focus, or 'body' when focus was lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body
      ? 'body'
      : `${el.tagName.toLowerCase()}:${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`;
  });

test('adding and removing a list comment by keyboard keeps focus in the comments', async ({ page }) => {
  const lists = (await (await page.request.get('/api/v3/lists?size=1')).json()) as { data: { id: string; attributes: { name: string } }[] };
  const list = lists.data[0]!;
  const body = 'Focus check: this comment is removed again right away';
  await page.goto(`/lists/${list.id}`);
  await expectHeading(page, list.attributes.name);

  await page.keyboard.press('c');
  const field = page.getByLabel('Comment on this list');
  await expect(field).toBeFocused();
  await page.keyboard.type(body);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Comments' }).getByText(body)).toBeVisible();
  // The Add button is disabled once the field empties: focus is back in the field, not lost.
  await expect(field).toBeFocused();

  const remove = page.getByRole('button', { name: `Remove the comment “${body.slice(0, 40)}…”` });
  await tabTo(page, remove, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove comment' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remove comment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(remove).toHaveCount(0);
  await expect.poll(() => focused(page)).not.toBe('body');
  expect(
    await page
      .getByRole('region', { name: 'Comments' })
      .or(page.locator('.list-comments'))
      .first()
      .evaluate((section) => section.contains(document.activeElement)),
  ).toBe(true);
});

test('adding and removing a team member by keyboard keeps focus on the members', async ({ page }) => {
  const email = 'e2e.focus.member@customer.example';
  const team = await page.request.post('/api/v3/teams', { data: { name: 'E2E focus crew', owner_email: 'sam.standard@customer.example' } });
  expect(team.ok()).toBe(true);
  expect((await page.request.post('/api/v1/admin/users', { data: { email } })).ok()).toBe(true);
  const teamPath = `/teams/${((await team.json()) as { data: { id: string } }).data.id}`;
  await page.goto(`${teamPath}/members`);
  await expectHeading(page, 'Members of E2E focus crew');

  await page.keyboard.press('i');
  const field = page.getByLabel('Add a user or invite an email');
  await expect(field).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const billing = page.getByRole('dialog', { name: 'Confirm automatic billing' });
  await tabTo(page, billing.getByLabel(`Type ${email} to confirm`));
  await page.keyboard.type(email);
  await tabTo(page, billing.getByLabel('Bill this team automatically for this member'));
  await page.keyboard.press('Space');
  await tabTo(page, billing.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(billing).toBeHidden();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('cell', { name: email })).toBeVisible();
  await expect(field).toBeFocused();

  const row = members.getByRole('row', { name: new RegExp(email) });
  await tabTo(page, row.getByRole('button', { name: 'Remove' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove member' });
  await tabTo(page, dialog.getByRole('textbox'));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(members.getByRole('cell', { name: email })).toHaveCount(0);
  await expect.poll(() => focused(page)).not.toBe('body');
  // On the row now in its place, or back in the add field when no member is left.
  expect(
    await members.evaluate((table) => table.contains(document.activeElement) || document.activeElement?.getAttribute('type') === 'email'),
  ).toBe(true);
});

import { expect, test, type Page } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

/**
 * Every list screen, by keyboard alone: `g` and the area's letter arrive with focus on the table,
 * `f 1` opens the filters with focus in the first, a key changes it (the URL says so), Escape leaves
 * the field and `f 0` resets the filters.
 */
type Screen = {
  key: string;
  heading: string;
  /** The label of the panel's first filter, which f 1 focuses. */
  first: string;
  /** Changes the focused filter by keyboard. */
  change: (page: Page) => Promise<void>;
  /** What the URL holds once the filter changed. */
  param: RegExp;
};

const nextOption = (page: Page) => page.keyboard.press('ArrowDown');
const type = (text: string) => (page: Page) => page.keyboard.type(text);

const SCREENS: Screen[] = [
  { key: 'r', heading: 'Registrations', first: 'Assignee', change: nextOption, param: /assignee=me/ },
  { key: 'c', heading: 'Companies', first: 'Health', change: nextOption, param: /health=expired/ },
  { key: 'g', heading: 'Groups', first: 'Show', change: nextOption, param: /global=all/ },
  { key: 'l', heading: 'Lists', first: 'Show', change: nextOption, param: /featured=all/ },
  {
    key: 'e',
    heading: 'Emails',
    first: 'Double opt-in',
    change: (page) => page.keyboard.press('Space'),
    param: /classifications=double_optin/,
  },
  { key: 'j', heading: 'Journeys', first: 'Type', change: nextOption, param: /type=email_subscriber/ },
  { key: 'u', heading: 'Users', first: 'Email match', change: nextOption, param: /email_match=exact/ },
  { key: 't', heading: 'Teams', first: 'Member (user id)', change: type('1'), param: /user_id=1/ },
  { key: 'h', heading: 'Holidays', first: 'Dates from', change: type('01012026'), param: /from=2026-01-01/ },
  { key: 'a', heading: 'Addresses', first: 'Companies', change: type('a'), param: /companies=a/ },
  { key: 'm', heading: 'Arriving', first: 'State', change: nextOption, param: /state=stored/ },
  {
    key: 'i',
    heading: 'Industries',
    first: 'Vertical',
    // Its choices are the verticals, which arrive after the screen: a user sees them before choosing.
    change: async (page) => {
      await expect(page.getByLabel('Vertical', { exact: true }).locator('option').nth(1)).toBeAttached();
      await nextOption(page);
    },
    param: /vertical_id=\d+/,
  },
];

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

for (const screen of SCREENS) {
  test(`${screen.heading}: focus on arrival, a filter by f 1, and f 0 clears it`, async ({ page }) => {
    // Arrive from another area, so the arrival is a navigation like any other.
    if (screen.key === 'r') {
      await page.keyboard.press('g');
      await page.keyboard.press('c');
      await expectHeading(page, 'Companies');
    }
    await page.keyboard.press('g');
    await page.keyboard.press(screen.key);
    await expectHeading(page, screen.heading);
    await expect(page.getByRole('grid', { name: screen.heading })).toBeFocused();

    await page.keyboard.press('f');
    await page.keyboard.press('1');
    await expect(page.getByLabel(screen.first, { exact: true })).toBeFocused();
    await screen.change(page);
    await expect(page).toHaveURL(screen.param);
    await expect(page.getByRole('button', { name: /^Filters \(\d\)$/ })).toBeVisible();

    await page.keyboard.press('Escape');
    await page.keyboard.press('f');
    await page.keyboard.press('0');
    await expect(page).not.toHaveURL(screen.param);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });
}

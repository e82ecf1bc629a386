import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { admin, expectHeading, runCommand, signIn } from './fixtures';
import { demoSamples, fill, ROUTE_SCREENS, SIGNED_OUT_SCREENS, type Samples, type Screen } from './screens';

// The console's reference screen: a 1280×800 laptop.
test.use({ viewport: { width: 1280, height: 800 } });

const SCREENS: Screen[] = [
  ...ROUTE_SCREENS,
  { name: 'palette', path: '/companies', heading: 'Companies', then: openPalette },
  {
    name: 'palette finding a company by name',
    path: '/companies',
    heading: 'Companies',
    then: async (page, samples) => {
      const palette = await openPalette(page);
      const name = fill('{company}', samples, 'heading');
      await page.keyboard.type(name);
      await expect(palette.getByRole('option', { name }).first()).toBeVisible();
    },
  },
  {
    name: 'palette finding nothing',
    path: '/companies',
    heading: 'Companies',
    then: async (page) => {
      const palette = await openPalette(page);
      await page.keyboard.type('zzzz no such thing');
      await expect(palette.getByText('Nothing matches.')).toBeVisible();
    },
  },
  {
    name: 'palette’s company search',
    path: '/companies',
    heading: 'Companies',
    then: async (page) => {
      await runCommand(page, 'Go to company');
      await expect(page.getByPlaceholder('Company name or domain…')).toBeFocused();
    },
  },
  {
    name: 'shortcut overlay',
    path: '/companies',
    heading: 'Companies',
    then: async (page) => {
      await page.keyboard.press('Shift+?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    },
  },
  {
    name: 'API tokens dialog',
    path: '/companies',
    heading: 'Companies',
    then: async (page) => {
      await page.getByRole('button', { name: admin.email, exact: true }).click();
      await page.getByRole('button', { name: 'API tokens', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'API tokens' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Loading tokens…')).toHaveCount(0);
    },
  },
];

/**
 * An email's own HTML: the brand's markup, not the console's, in a sandbox no script may enter, so
 * axe cannot run inside it (its scan then never finishes).
 */
const EMAIL_HTML = 'iframe[title="Email HTML"]';

async function openPalette(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByPlaceholder('Type a command or search…')).toBeFocused();
  return palette;
}

/** Opens the screen, waits until it has shown its record, and says what axe finds there, one line per rule and element. */
async function axeFindings(page: Page, screen: Screen, samples: Samples = {}): Promise<string[]> {
  await page.goto(fill(screen.path, samples, 'id'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fill(screen.heading, samples, 'heading'));
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await screen.then?.(page, samples);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const { violations } = await new AxeBuilder({ page }).exclude(EMAIL_HTML).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${screen.name}: ${v.id} (${v.impact}, ${v.help}) on ${n.html.slice(0, 160)}`));
}

test('axe finds nothing on the sign-in and password screens', async ({ page }) => {
  const found: string[] = [];

  for (const screen of SIGNED_OUT_SCREENS) {
    await test.step(screen.name, async () => found.push(...(await axeFindings(page, screen))));
  }

  expect(found).toEqual([]);
});

test('axe finds nothing on any screen of the console, in the palette, in the shortcut overlay or in the API tokens dialog', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
  const samples = await demoSamples(page);
  const found: string[] = [];

  for (const screen of SCREENS) {
    await test.step(screen.name, async () => found.push(...(await axeFindings(page, screen, samples))));
  }

  expect(found).toEqual([]);
});

import { expect, test, type Request } from '@playwright/test';
import { expectHeading, signIn } from './fixtures';

// A first visit asks for its data at the key press, while the screen's code is still on its way
// (issue 21 item 14). Each area's screen chunk is held back: the list request must go out meanwhile,
// and be the one the screen then draws from (one request, not one before and one after).
const AREAS = [
  { key: 'c', heading: 'Companies', chunk: 'companies-page', api: /\/v3\/admin\/companies(\?|$)/ },
  { key: 'g', heading: 'Groups', chunk: 'groups-page', api: /\/v3\/groups(\?|$)/ },
  { key: 'e', heading: 'Emails', chunk: 'emails-page', api: /\/v2\/emails\/search(\?|$)/ },
  { key: 'l', heading: 'Lists', chunk: 'lists-page', api: /\/v3\/lists(\?|$)/ },
  { key: 'j', heading: 'Journeys', chunk: 'journeys-page', api: /\/v3\/journeys(\?|$)/ },
  { key: 'u', heading: 'Users', chunk: 'users-page', api: /\/v1\/admin\/users(\?|$)/ },
  { key: 't', heading: 'Teams', chunk: 'teams-page', api: /\/v3\/teams(\?|$)/ },
  { key: 'a', heading: 'Addresses', chunk: 'addresses-page', api: /\/v1\/admin\/addresses(\?|$)/ },
  { key: 'h', heading: 'Holidays', chunk: 'holidays-page', api: /\/v2\/admin\/holidays(\?|$)/ },
  { key: 'i', heading: 'Industries', chunk: 'industries-page', api: /\/v1\/admin\/industries(\?|$)/ },
  { key: 'm', heading: 'Arriving', chunk: 'arriving-page', api: /\/v1\/admin\/inbound\/messages(\?|$)/ },
] as const;

test.beforeEach(async ({ page }) => {
  // No loading of screens while idle: each screen's code is fetched by the visit itself.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

for (const area of AREAS) {
  test(`g ${area.key} asks for the ${area.heading} list while the screen's code is still loading`, async ({ page }) => {
    const listRequests: Request[] = [];
    page.on('request', (request) => {
      if (area.api.test(new URL(request.url()).pathname)) listRequests.push(request);
    });
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((resolve) => {
      void page.route(`**/assets/${area.chunk}-*.js`, async (route) => {
        resolve();
        await new Promise<void>((release) => (releaseChunk = release));
        await route.continue();
      });
    });

    await page.keyboard.press('g');
    await page.keyboard.press(area.key);
    await chunkHeld;
    await expect.poll(() => listRequests.length).toBe(1);
    await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeHidden();

    releaseChunk();
    await expectHeading(page, area.heading);
    await expect(page.getByRole('grid').first().locator('tbody tr').first()).toBeVisible();
    expect(listRequests).toHaveLength(1);
  });
}

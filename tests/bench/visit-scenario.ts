// First and repeat visits of each area by its `g` key (issue 21 item 14: a first visit paints its
// first row within 100 ms, a repeat visit within 50 ms). Each area is visited from another screen:
// first on a fresh load of that screen, once the page is idle (as staff press keys, seconds after a
// load), so nothing of the area's data is cached yet; then again after leaving it, within the
// query cache's lifetime. Timed in the page, from the key's keydown to the frame that draws the
// area's first table row.
import type { Page } from '@playwright/test';
import { settle, type Requests } from './main-thread';

/** The areas reached by `g` and a letter whose screen opens on a table, with the table's name. */
const AREAS = [
  { key: 'r', path: '/registrations', heading: 'Registrations' },
  { key: 'c', path: '/companies', heading: 'Companies' },
  { key: 'g', path: '/groups', heading: 'Groups' },
  { key: 'e', path: '/emails', heading: 'Emails' },
  { key: 'l', path: '/lists', heading: 'Lists' },
  { key: 'j', path: '/journeys', heading: 'Journeys' },
  { key: 'u', path: '/users', heading: 'Users' },
  { key: 't', path: '/teams', heading: 'Teams' },
  { key: 'a', path: '/addresses', heading: 'Addresses' },
  { key: 'h', path: '/holidays', heading: 'Holidays' },
  { key: 'i', path: '/industries', heading: 'Industries' },
] as const;

export type VisitResult = { area: string; first: number[]; repeat: number[] };

/**
 * Arms a timer in the page: from the next keydown to the first animation frame whose DOM holds a
 * row of data (not the table's loading or empty state) under the heading `heading`.
 */
const ARM = `(heading) => {
  window.__visit = new Promise((resolve) => {
    setTimeout(() => resolve(-1), 10000);
    addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      const look = (now) => {
        const h1 = document.querySelector('main h1');
        const row = document.querySelector('main [role="grid"] tbody tr:not(:has(.data-table-state))');
        if (h1?.textContent?.trim() === heading && row) resolve(now - start);
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, { once: true, capture: true });
  });
}`;

async function visit(page: Page, key: string, heading: string): Promise<number> {
  await page.evaluate(`(${ARM})(${JSON.stringify(heading)})`);
  await page.keyboard.press('g');
  await page.keyboard.press(key);
  const time = (await page.evaluate('window.__visit')) as number;
  if (time < 0) throw new Error(`g ${key}: no row under the heading "${heading}" within 10 s`);
  return time;
}

/** Each area: `runs` first visits from a fresh load of another area, each followed by a repeat visit. */
export async function measureVisits(page: Page, requests: Requests, runs: number): Promise<VisitResult[]> {
  const results: VisitResult[] = [];
  for (const [index, area] of AREAS.entries()) {
    const from = AREAS[(index + 1) % AREAS.length]!;
    const result: VisitResult = { area: `g ${area.key} (${area.path})`, first: [], repeat: [] };
    for (let run = 0; run <= runs; run++) {
      await page.goto(from.path);
      await settle(page, requests);
      const first = await visit(page, area.key, area.heading);
      await settle(page, requests);
      await visit(page, from.key, from.heading);
      await settle(page, requests);
      const repeat = await visit(page, area.key, area.heading);
      // The first run warms the server's caches and statements, as a working console has them.
      if (run > 0) {
        result.first.push(first);
        result.repeat.push(repeat);
      }
    }
    results.push(result);
    console.error(`  ${result.area}`);
  }
  return results;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const max = (values: readonly number[]) => Math.max(0, ...values);

/** One line per area: median and max of the first and repeat visits, key to first row. */
export function printVisits(results: readonly VisitResult[]): void {
  console.log(
    '\nVisits by `g` and a letter, keydown to the frame drawing the first row (ms, median / max). Targets: first < 100, repeat < 50.',
  );
  console.log('| area | first visit | repeat visit |');
  console.log('|---|---|---|');
  const cell = (values: readonly number[]) => `${median(values).toFixed(0)} / ${max(values).toFixed(0)}`;
  for (const result of results) console.log(`| ${result.area} | ${cell(result.first)} | ${cell(result.repeat)} |`);
}

import { dayOf, daysAhead } from '@tracker/core/dates';
import { JOURNEY_TYPES } from '@tracker/core/journeys';
import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import { expectHeading } from '../e2e/fixtures';
import type { DemoCompany } from './bench-data';
import { measure, type MainThreadWork, type Requests } from './main-thread';
import type { Result } from './print-table';

/** The rows of each generated sheet: an import of this size must keep every task under the budget. */
const ROWS = 10_000;
/** One row in this many names a company of the demo data; the others are unknown to it. */
const KNOWN_EVERY = 20;
/** How long one run over every row may take: four requests at a time against PGlite. */
const RUN_TIMEOUT_MS = 20 * 60_000;
/** The first day of the generated journeys: long past, so none is current and archive-old has them next time. */
const FIRST_DAY = new Date(Date.UTC(2015, 0, 1));

type Session = {
  page: Page;
  cdp: CDPSession;
  requests: Requests;
  runs: number;
  /** Stops each run through the server after this many seconds (its rows per second from the rows done by then); none: every row. */
  window?: number | undefined;
};

/** One step of an import: `act` ends once its outcome shows, so the measure's wall time is the step's. */
type Step = {
  name: string;
  runs: number;
  warmUp?: boolean;
  /** The rows the last run handled. */
  rows?: () => number;
  prepare: () => Promise<void>;
  act: () => Promise<void>;
  verify?: () => Promise<void>;
};

/** A run through the server: `start` starts it, `ended` shows once it is over; `progress` reads its rows done, `stop` names its Stop button. */
type ServerRun = {
  name: string;
  prepare: () => Promise<void>;
  start: () => Promise<void>;
  ended: RegExp;
  progress: RegExp;
  stop: string;
  verify: () => Promise<void>;
};

/**
 * The bulk imports at 10,000 rows: reading each sheet through the file input until its preview
 * shows (one warm-up, then `runs` measured), and one measured run of the requests behind it, every
 * row looked up or created through the server (too long to warm up or repeat).
 */
export async function measureImports(session: Session, companies: readonly DemoCompany[]): Promise<Result[]> {
  const { page } = session;
  const results: Result[] = [];
  const companyRows = companiesSheet(companies);
  const journeyRows = journeysSheet(companies);

  await open(page, '/companies/bulk', 'Bulk company import');
  const companyFile = page.getByLabel(/pick one$/);
  const companyScreen = `Bulk company import: /companies/bulk, ${ROWS} rows (${companies.length} demo companies, the rest unknown)`;
  results.push(await run(session, companyScreen, reading(page, companyFile, 'companies.csv', companyRows, session.runs)));
  results.push(
    await run(
      session,
      companyScreen,
      serverRun(session, {
        name: 'l (look up every row)',
        prepare: () => readAfresh(page, companyFile, 'companies.csv', companyRows),
        start: () => page.keyboard.press('l'),
        ended: new RegExp(`^${ROWS} rows: `),
        progress: /Looking up: (\d+) of/,
        stop: 'Stop looking up',
        verify: () => expect(status(page, /\d+ new/)).toBeVisible(),
      }),
    ),
  );

  await open(page, '/journeys/bulk', 'Import journeys');
  const journeyFile = page.getByLabel(/pick one/);
  const journeyScreen = `Journeys import: /journeys/bulk, ${ROWS} rows (journeys of ${companies.length} demo companies)`;
  results.push(await run(session, journeyScreen, reading(page, journeyFile, 'journeys.csv', journeyRows, session.runs)));
  results.push(
    await run(
      session,
      journeyScreen,
      serverRun(session, {
        name: 'Create (archive old, then create every row)',
        prepare: () => readAfresh(page, journeyFile, 'journeys.csv', journeyRows),
        // No key creates the journeys: staff click the button.
        start: () => page.locator('button.primary', { hasText: `Create ${ROWS} journeys` }).click(),
        ended: / added, \d+ not added/,
        progress: /Adding (\d+) of/,
        stop: 'Stop',
        verify: () => expect(status(page, new RegExp(`${ROWS} added, 0 not added`))).toBeVisible(),
      }),
    ),
  );
  return results;
}

/**
 * One measured run through the server (too long to warm up or repeat): every row, or with a
 * window, the rows done when it ends, then the Stop button.
 */
function serverRun({ page, window }: Session, { name, prepare, start, ended, progress, stop, verify }: ServerRun): Step {
  let done = ROWS;
  return {
    name: `${name}; 1 run${window ? `, stopped after ${window} s` : ''}`,
    runs: 1,
    rows: () => done,
    prepare,
    act: async () => {
      await start();
      if (window) {
        await page.waitForTimeout(window * 1000);
        done = Number(progress.exec((await status(page, progress).textContent()) ?? '')?.[1] ?? 0);
        await page.locator('button', { hasText: new RegExp(`^${stop}$`) }).click();
      }
      await expect(status(page, ended)).toBeVisible({ timeout: RUN_TIMEOUT_MS });
    },
    ...(!window && { verify }),
  };
}

async function run(session: Session, screen: string, step: Step): Promise<Result> {
  const runs: MainThreadWork[] = [];
  for (let n = step.warmUp ? 0 : 1; n <= step.runs; n++) {
    await step.prepare();
    // Keys go to the screen, not to the file input set last.
    await session.page.evaluate('document.activeElement?.blur()');
    const work = await measure(session.page, session.cdp, session.requests, step.act);
    await step.verify?.();
    if (n > 0) runs.push(work);
  }
  // Said as each step ends too: a run of 10,000 rows takes minutes, and the tables come at the end.
  const last = runs.at(-1);
  console.error(
    `  ${screen}: ${step.name}: last run's longest task ${last?.longestTask.toFixed(0)} ms, blocking ${last?.blocking.toFixed(0)} ms, wall ${((last?.wall ?? 0) / 1000).toFixed(1)} s`,
  );
  return { screen, interaction: step.name, runs, ...(step.rows && { rows: step.rows() }) };
}

/** Reading the sheet through the file input until the preview shows its first row; each run from a one-row sheet. */
function reading(page: Page, input: Locator, name: string, rows: readonly string[][], runs: number): Step {
  return {
    name: `read ${name} (file input to preview; ${runs} runs after a warm-up)`,
    runs,
    warmUp: true,
    rows: () => ROWS,
    prepare: () => readSheet(page, input, name, oneRow(rows)),
    act: () => readSheet(page, input, name, rows),
  };
}

/** The sheet read afresh (after a one-row sheet, so its preview is not the one already shown). */
async function readAfresh(page: Page, input: Locator, name: string, rows: readonly string[][]): Promise<void> {
  await readSheet(page, input, name, oneRow(rows));
  await readSheet(page, input, name, rows);
}

/** The header and the last row: a preview that differs from the whole sheet's in its first row. */
function oneRow(rows: readonly string[][]): string[][] {
  return [rows[0] ?? [], rows.at(-1) ?? []];
}

/**
 * Sets the file and waits for the preview's first row to show the sheet's first row. CSS locators
 * only: a role query walks every element of the page, which is main-thread work of its own.
 */
async function readSheet(page: Page, input: Locator, name: string, rows: readonly string[][]): Promise<void> {
  await input.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) });
  const firstRow = page.locator('table[aria-label="Rows to import"] tbody tr').first();
  await expect(firstRow).toContainText(rows[1]?.at(-1) ?? '', { timeout: RUN_TIMEOUT_MS });
}

async function open(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await expectHeading(page, heading);
}

function status(page: Page, text: RegExp): Locator {
  return page.locator('[role="status"]', { hasText: text });
}

/** Company name and domain: every KNOWN_EVERY-th row a demo company's domain, the others domains nobody has. */
function companiesSheet(companies: readonly DemoCompany[]): string[][] {
  const rows = Array.from({ length: ROWS }, (_, n) => {
    const known = n % KNOWN_EVERY === 0 ? companies[(n / KNOWN_EVERY) % companies.length] : undefined;
    return known ? ['', known.domain] : [`Bench Brand ${n + 1}`, `bench-brand-${n + 1}.example`];
  });
  return [['Company name', 'Domain'], ...rows];
}

/** Journeys of the demo companies, each type in turn, one day apart per round: no two alike, so each is created. */
function journeysSheet(companies: readonly DemoCompany[]): string[][] {
  const perDay = companies.length * JOURNEY_TYPES.length;
  const rows = Array.from({ length: ROWS }, (_, n) => {
    const company = companies[n % companies.length];
    const type = JOURNEY_TYPES[Math.floor(n / companies.length) % JOURNEY_TYPES.length];
    const start = daysAhead(FIRST_DAY, Math.floor(n / perDay));
    return [company?.id ?? '', type ?? '', dayOf(start), dayOf(daysAhead(start, 21))];
  });
  return [['company_id', 'journey_type', 'start_date', 'end_date'], ...rows];
}

function csv(rows: readonly string[][]): string {
  return rows.map((row) => row.join(',')).join('\n');
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveTrackctl, type LiveTrackctl } from '../support/live-trackctl';
import { onTerminal } from '../support/terminal';

// Tables as an operator meets them on an 80x24 terminal: identifiers whole, and a list longer than
// the screen handed to a pager (less -FRX by default, as gh does), never when piped.

const COMPANIES = 40;
const domainOf = (i: number) => `a-rather-long-domain-for-table-tests-${String(i).padStart(2, '0')}.example`;

let live: LiveTrackctl;

beforeAll(async () => {
  live = await startLiveTrackctl();
  const companies = Array.from({ length: COMPANIES }, (_, i) => ({
    domain_name: domainOf(i),
    name: `The Remarkably Long-Named Outfitters and Company Number ${i}`,
  }));
  const created = await live.api('POST', '/v3/admin/companies/batch', { companies });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
});
afterAll(() => live?.stop());

const terminalEnv = async (extra: NodeJS.ProcessEnv = {}) => ({
  ...live.env,
  TRACKCTL_API_URL: live.server.url,
  TRACKCTL_TOKEN: await live.token(),
  LANG: 'C.UTF-8',
  ...extra,
});

describe('trackctl tables on an 80x24 terminal against a live server', () => {
  it('pages a long list through less -FRX, each domain whole, and q leaves it', async () => {
    const terminal = onTerminal(['companies', 'list', '--limit', String(COMPANIES)], { columns: 80, rows: 24, env: await terminalEnv() });
    try {
      // less shows the first screen and waits: the header and 23 rows at most, a prompt on the last line.
      const lines = await terminal.showsNow((shown) => shown[0]?.startsWith('ID') === true && shown.at(-1)?.startsWith(':') === true);
      const rows = lines.filter((l) => l.includes('.example'));
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.length).toBeLessThan(24);
      for (const row of rows) expect(row).toMatch(/ a-rather-long-domain-for-table-tests-\d\d\.example /);
      expect(rows.every((row) => row.length <= 80)).toBe(true);
      expect(rows.some((row) => row.includes('…'))).toBe(true);

      terminal.press('q');
      expect(await terminal.exited).toBe(0);
    } finally {
      terminal.stop();
    }
  });

  it('uses TRACKCTL_PAGER when set, and prints a list that fits the screen directly', async () => {
    const paged = onTerminal(['companies', 'list', '--limit', String(COMPANIES)], {
      columns: 80,
      rows: 24,
      env: await terminalEnv({ TRACKCTL_PAGER: 'sed s/^/paged:/' }),
    });
    try {
      expect(await paged.exited).toBe(0);
      for (let i = 0; i < COMPANIES; i += 1)
        expect(paged.screen).toMatch(new RegExp(`paged: *\\d+ .* ${domainOf(i).replaceAll('.', '\\.')} `));
    } finally {
      paged.stop();
    }

    const short = onTerminal(['companies', 'list', '--limit', '5'], {
      columns: 80,
      rows: 24,
      env: await terminalEnv({ TRACKCTL_PAGER: 'sed s/^/paged:/' }),
    });
    try {
      expect(await short.exited).toBe(0);
      await short.shows(domainOf(0));
      expect(short.screen).not.toContain('paged:');
    } finally {
      short.stop();
    }
  });

  it('never pages when piped: every row as TSV, whole', async () => {
    const piped = await live.run(['companies', 'list', '--limit', String(COMPANIES)], {
      env: { PAGER: 'sed s/^/paged:/', TRACKCTL_TOKEN: await live.token() },
    });

    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout).not.toContain('paged:');
    const lines = piped.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(COMPANIES + 1);
    expect(
      lines
        .slice(1)
        .map((l) => l.split('\t')[2])
        .sort(),
    ).toEqual(Array.from({ length: COMPANIES }, (_, i) => domainOf(i)));
  });
});

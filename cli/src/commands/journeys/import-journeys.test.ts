import { readFile, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EXIT } from '../../errors/exit-codes';
import { runInProcess } from '../../testing/run-in-process';
import type { StubRequest } from '../../testing/stub-server';
import { startStubServer, type sendJson } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';
import { answerJourneyBatch, answerJourneyLookups, batchCalls } from '../../testing/journeys-batch-stub';

const cli = stubbedCli('trackctl-journeys-import-');

type Response = Parameters<typeof sendJson>[0];

/**
 * The journeys API, holding each batch of creates until the test lets it answer: the test sees
 * which rows are in flight when it presses Ctrl+C. Company 99 does not exist; a journey made twice is a 409.
 */
function heldApi() {
  const existing = new Set<string>();
  const held: (() => void)[] = [];
  let hold = true;
  const route = async (request: StubRequest, response: Response) => {
    if (answerJourneyLookups(request, existing, response)) return;
    if (request.method !== 'POST' || request.path !== '/api/v3/admin/journeys/batch') return false;
    if (hold) await new Promise<void>((resolve) => held.push(resolve));
    return answerJourneyBatch(request.body, existing, response);
  };
  return {
    route,
    existing,
    held,
    /** Answers the creates held so far, and every later one at once. */
    release() {
      hold = false;
      held.splice(0).forEach((answer) => answer());
    },
  };
}

async function file(name: string, text: string): Promise<string> {
  const at = path.join(cli.home, name);
  await writeFile(at, text);
  return at;
}

/** The report's lines as [row, company, state, error]. */
async function reportLines(at: string): Promise<string[][]> {
  const [, ...lines] = (await readFile(at, 'utf8')).trim().split('\r\n');
  return lines.map((l) => l.split(',')).map((cells) => [cells[0]!, cells[1]!, cells[5]!, cells.slice(7).join(',')]);
}

const TEN_ROWS = [
  'Company ID,Type,Start date,End date',
  ...[1, 2, 99, 4, 5, 6, 7, 8, 9, 10].map((id) => `${id},cart_abandoner,2026-06-01,2026-06-22`),
].join('\n');

describe('journeys import stopped with Ctrl+C', () => {
  // Generous: 450 companies are looked up (company and journeys) before any batch is sent.
  it(
    'starts no more batches, lets the four in flight finish, and reports what the server did with each row (exit 130)',
    { timeout: 60_000 },
    async () => {
      const api = heldApi();
      const interrupt = new AbortController();
      // 100 rows a call, four calls at a time: the last 50 rows wait.
      const companies = [1, 2, 99, ...Array.from({ length: 447 }, (_, i) => i + 1000)];
      const source = await file(
        'many.csv',
        ['Company ID,Type,Start date,End date', ...companies.map((id) => `${id},cart_abandoner,2026-06-01,2026-06-22`)].join('\n'),
      );
      const report = path.join(cli.home, 'report.csv');

      const running = cli.run(['journeys', 'import', source, '--yes', '--no-archive-old', '--report', report], api.route, {
        signal: interrupt.signal,
      });
      // Generous: on a busy machine the run takes a while to reach its fourth call.
      await vi.waitFor(() => expect(api.held).toHaveLength(4), { timeout: 15_000 });
      interrupt.abort();
      api.release();
      const result = await running;

      expect(result.code).toBe(EXIT.interrupted);
      expect(batchCalls(result.requests)).toBe(4);
      const lines = await reportLines(report);
      expect(lines.slice(0, 4)).toEqual([
        ['2', '1', 'added', ''],
        ['3', '2', 'added', ''],
        ['4', '99', 'not_added', 'the server has no company 99'],
        ['5', '1000', 'added', ''],
      ]);
      // Company 99 was never sent: the four batches held the first 400 of the 449 other rows.
      expect(lines.slice(401)).toEqual(
        companies.slice(401).map((id, i) => [String(i + 403), String(id), 'not_added', 'stopped before it ran (Ctrl+C)']),
      );
      expect(result.stderr).toContain('Warning: Stopped by Ctrl+C. Created 400 journeys; 50 rows are not done.');
      expect(result.stderr).toContain(`Run again with --resume ${report}: nothing is created twice.`);

      // The resumed run does the rows not done, and nothing twice.
      const resumed = await cli.run(['journeys', 'import', source, '--yes', '--no-archive-old', '--resume', report, '--json'], api.route);
      expect(batchCalls(resumed.requests)).toBe(1);
      const states = JSON.parse(resumed.stdout).rows.map((r: { state: string }) => r.state);
      expect(states.slice(0, 4)).toEqual(['done_before', 'done_before', 'not_added', 'done_before']);
      expect(states.slice(401)).toEqual(Array(49).fill('added'));
      expect(api.existing.size).toBe(449);
    },
  );

  it('stopped before any row has started, creates nothing (exit 130)', async () => {
    const api = heldApi();
    api.release();
    const interrupt = new AbortController();
    interrupt.abort();
    const source = await file('none.csv', TEN_ROWS);

    const result = await cli.run(['journeys', 'import', source, '--yes', '--no-archive-old', '--json'], api.route, {
      signal: interrupt.signal,
    });

    expect(result.code).toBe(EXIT.interrupted);
    expect(batchCalls(result.requests)).toBe(0);
    expect(result.stdout).toBe('');
  });
});

describe('journeys import columns', () => {
  it('takes columns named by letter, and says which it guessed', async () => {
    const api = heldApi();
    api.release();
    const source = await file('letters.csv', 'Notes,Start,End,Type,Company\nx,2026-06-01,2026-06-22,purchaser,7\n');

    const result = await cli.run(
      ['journeys', 'import', source, '--dry-run', '--no-archive-old', '--json', '--company-column', 'E', '--type-column', 'd'],
      api.route,
    );

    expect(result.code).toBe(EXIT.done);
    expect(JSON.parse(result.stdout).rows).toEqual([
      {
        row: 2,
        company_id: '7',
        journey_type: 'purchaser',
        start_date: '2026-06-01',
        end_date: '2026-06-22',
        state: 'would_add',
        journey_id: '',
        error: '',
      },
    ]);
    expect(result.stderr).toContain('Guessed start_date from column B ("Start"), end_date from column C ("End").');
  });

  it('refuses a column there is not, naming the flag (exit 2)', async () => {
    const source = await file('nocolumn.csv', 'Company,Type,Start,End\n7,purchaser,2026-06-01,2026-06-22\n');

    const result = await cli.run(['journeys', 'import', source, '--dry-run', '--company-column', 'Brand'], () => false);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain(
      'Error: --company-column: There is no column "Brand": the first row reads "Company", "Type", "Start", "End".',
    );
  });
});

describe('journeys import of input past a limit', () => {
  it('refuses a file of more than 50,000 rows as a usage error, sending nothing (exit 2)', async () => {
    const source = await file('big.csv', `Company ID,Type,Start date,End date\n${'7,purchaser,2026-06-01,2026-06-22\n'.repeat(50_000)}`);

    const result = await cli.run(['journeys', 'import', source, '--yes'], () => false);

    expect(result.code).toBe(EXIT.usage);
    expect(result.requests).toEqual([]);
    expect(result.stderr).toContain(`Error: ${source}: Row 50,001 holds data, but an import is limited to 50,000 rows: split the file.`);
  });

  it('refuses a file over 20 MB before reading it, and stdin once it has passed 20 MB', async () => {
    const source = await file('huge.csv', '');
    await truncate(source, 21 * 1024 * 1024);

    const fromFile = await cli.run(['journeys', 'import', source, '--dry-run'], () => false);
    const fromStdin = await cli.run(['journeys', 'import', '-', '--dry-run'], () => false, { stdin: 'x'.repeat(21 * 1024 * 1024) });

    expect(fromFile.code).toBe(EXIT.usage);
    expect(fromFile.stderr).toContain(`Error: ${source}: The input is 21 MB; an import reads at most 20 MB: split it.`);
    expect(fromStdin.code).toBe(EXIT.usage);
    expect(fromStdin.stderr).toContain('Error: stdin: The input is more than 20 MB; an import reads at most 20 MB: split it.');
  });
});

describe('journeys import off a terminal', () => {
  it('prints no progress on stderr, only what it did', async () => {
    const api = heldApi();
    api.release();
    const source = await file('quiet.csv', TEN_ROWS);

    const result = await cli.run(['journeys', 'import', source, '--yes', '--no-archive-old'], api.route);

    expect(result.code).toBe(EXIT.partlyDone);
    expect(result.stderr).toBe(
      'Guessed company_id from column A ("Company ID"), journey_type from column B ("Type"), start_date from column C ("Start date"), end_date from column D ("End date").\n' +
        'Warning: Created 9 journeys; 1 row is not done.\n' +
        "  Run again with --report <file> to keep each row's state; nothing is created twice.\n",
    );
  });
});

describe('journeys import without a server', () => {
  /** The address of a stub server that has stopped: nothing answers there. */
  async function nobodyAt(): Promise<string> {
    const server = await startStubServer(() => false);
    await server.close();
    return server.url;
  }

  it('exits 1 when archiving the old journeys first cannot reach the server, creating nothing', async () => {
    const apiUrl = await nobodyAt();
    const source = await file('down.csv', TEN_ROWS);

    const result = await runInProcess(['journeys', 'import', source, '--yes'], { apiUrl, configHome: cli.home });

    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain(`Could not reach the server at ${apiUrl}.`);
    expect(result.stdout).toBe('');
  });

  it('stops at the first connection failure with one error (exit 1), sending no row', async () => {
    const apiUrl = await nobodyAt();
    const source = await file('down-rows.csv', TEN_ROWS);

    const result = await runInProcess(['journeys', 'import', source, '--yes', '--no-archive-old', '--json'], {
      apiUrl,
      configHome: cli.home,
    });

    expect(result.code).toBe(EXIT.failed);
    expect(result.stdout).toBe('');
    expect(result.stderr.match(/Could not reach the server/g)).toHaveLength(1);
  });
});

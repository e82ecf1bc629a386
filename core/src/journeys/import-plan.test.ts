import { describe, expect, it } from 'vitest';
import { createRows } from '../bulk/row-machine';
import { runBulk } from '../bulk/run-bulk';
import { ENDED, itMovesAsTable } from '../bulk/test-row-machines';
import { BULK_BATCH_SIZE } from '../bulk/bulk-concurrency';
import { parseDelimitedText } from '../bulk/parse-delimited-text';
import { ApiError } from '../errors/api-error';
import {
  guessJourneyImportColumns,
  journeyImportInputs,
  journeyImportPlan,
  journeyImportRows,
  journeyTypeOf,
  type JourneyImportInput,
} from './import-plan';

describe('reading a journey import', () => {
  it('guesses the four columns from the header, in any order', () => {
    const cells = parseDelimitedText('Start date,End date,Company ID,Journey type\n2026-06-01,2026-06-22,7,cart_abandoner');
    expect(guessJourneyImportColumns(cells)).toEqual({
      headerRow: 0,
      columns: { start_date: 0, end_date: 1, company_id: 2, journey_type: 3 },
    });
  });

  it('reads the columns in order without a header', () => {
    expect(guessJourneyImportColumns(parseDelimitedText('7,purchaser,2026-06-01,2026-06-22'))).toEqual({
      headerRow: undefined,
      columns: { company_id: 0, journey_type: 1, start_date: 2, end_date: 3 },
    });
  });

  it.each([
    ['email_subscriber', 'email_subscriber'],
    ['Free account signup', 'email_subscriber'],
    ['Cart abandoner', 'cart_abandoner'],
    ['browse abandoner', 'browse_abandoner'],
    ['  PURCHASER ', 'purchaser'],
    ['onboarding', undefined],
  ])('reads the type %j as %j', (value, type) => {
    expect(journeyTypeOf(value)).toBe(type);
  });

  it('skips a row without any of the four fields, or with one it cannot read, saying why', () => {
    const cells = parseDelimitedText(
      [
        'company_id,journey_type,start_date,end_date',
        '7,cart_abandoner,2026-06-01,2026-06-22',
        ',cart_abandoner,2026-06-01,2026-06-22',
        '7,,,2026-06-22',
        'acme,purchaser,2026-06-01,2026-06-22',
        '7,onboarding,2026-06-01,2026-06-22',
        '7,purchaser,soon,2026-06-22',
        '7,purchaser,2026-06-01,never',
        '7,purchaser,2026-06-22,2026-06-01',
        ',,,',
        '8,Free account signup,6/1/26,6/22/26',
      ].join('\n'),
    );
    const { headerRow, columns } = guessJourneyImportColumns(cells);
    const { inputs, skipped } = journeyImportInputs(cells, columns, headerRow);
    expect(inputs).toEqual([
      { row: 2, journey: { company_id: 7, journey_type: 'cart_abandoner', start_date: '2026-06-01', end_date: '2026-06-22' } },
      { row: 11, journey: { company_id: 8, journey_type: 'email_subscriber', start_date: '2026-06-01', end_date: '2026-06-22' } },
    ]);
    expect(skipped).toEqual([
      { row: 3, reason: 'No company_id' },
      { row: 4, reason: 'No journey_type, start_date' },
      { row: 5, reason: 'company_id "acme" is not a company id' },
      { row: 6, reason: 'journey_type "onboarding" is not one of email_subscriber, cart_abandoner, browse_abandoner, purchaser, custom' },
      { row: 7, reason: 'start_date "soon" is not a date (YYYY-MM-DD)' },
      { row: 8, reason: 'end_date "never" is not a date (YYYY-MM-DD)' },
      { row: 9, reason: 'end_date is before start_date' },
    ]);
  });

  it('reads slash dates in the order the file shows (6/22/26 is month first), never guessing when it shows none', () => {
    const read = (lines: string[], order?: 'dmy' | 'mdy') => {
      const cells = parseDelimitedText(['company_id,journey_type,start_date,end_date', ...lines].join('\n'));
      const { headerRow, columns } = guessJourneyImportColumns(cells);
      return journeyImportInputs(cells, columns, headerRow, order);
    };

    const monthFirst = read(['7,purchaser,6/1/26,6/22/26', '8,purchaser,05/12/2026,05/12/2026']);
    expect(monthFirst.slashDateOrder).toBe('mdy');
    expect(monthFirst.inputs.map((i) => i.journey.start_date)).toEqual(['2026-06-01', '2026-05-12']);

    const dayFirst = read(['7,purchaser,05/12/2026,31/01/2027']);
    expect(dayFirst.inputs.map((i) => i.journey.start_date)).toEqual(['2026-12-05']);

    const unsaid = read(['7,purchaser,05/12/2026,2027-01-31', '8,purchaser,2026-06-01,2026-06-22']);
    expect(unsaid.slashDateOrder).toBeUndefined();
    expect(unsaid.inputs.map((i) => i.row)).toEqual([3]);
    expect(unsaid.skipped).toEqual([
      {
        row: 2,
        reason: 'start_date "05/12/2026" could be 5 Dec or May 12: say whether slash dates are day/month/year or month/day/year',
        ambiguousDate: true,
      },
    ]);
    expect(read(['7,purchaser,05/12/2026,2027-01-31'], 'dmy').inputs[0]?.journey.start_date).toBe('2026-12-05');

    // A file showing both orders is not read either way.
    expect(read(['7,purchaser,31/01/2026,6/22/26', '8,purchaser,05/12/2026,2027-01-31']).skipped.map((s) => s.row)).toEqual([3]);
  });
});

describe('the journey import row, state by state', () => {
  // Added or not added (spec section 4): a row not added is worked on again by the next run, an added one is done.
  itMovesAsTable(journeyImportRows, {
    pending: { ...ENDED, start: ['adding'], runnable: true },
    adding: { ...ENDED, succeed: ['added'], fail: ['not_added'], cancel: ['pending'] },
    added: ENDED,
    not_added: { ...ENDED, start: ['adding'], runnable: true },
  });
});

describe('the journey import', () => {
  const input = (row: number, company_id: number): JourneyImportInput => ({
    row,
    journey: { company_id, journey_type: 'purchaser', start_date: '2026-06-01', end_date: '2026-06-22' },
  });
  it('adds each row; a failed call leaves its rows not added, a journey already there counts as added, and a re-run adds only the rest', async () => {
    const existing = new Set<number>([3]);
    let down = true;
    const calls: number[][] = [];
    const plan = journeyImportPlan(async ({ journeys }) => {
      const ids = journeys.map((journey) => Number(journey.company_id));
      calls.push(ids);
      if (ids.includes(2) && down) throw new ApiError(0, [{ status: '0', code: 'internal', title: 'Could not reach the server' }]);
      return {
        results: ids.map((id) => {
          if (id === 9)
            return { error: { status: '404', code: 'not_found' as const, title: 'Not found', detail: 'No company has the id 9.' } };
          if (existing.has(id)) return { error: { status: '409', code: 'conflict' as const, title: 'Conflict' } };
          existing.add(id);
          return { journey_id: String(100 + id) };
        }),
      };
    });
    // A batch of 100 rows (company 1, then 98 times company 3, then company 9), and one of company 2 alone.
    const rows = [
      input(2, 1),
      ...Array.from({ length: BULK_BATCH_SIZE - 2 }, (_, i) => input(i + 3, 3)),
      input(BULK_BATCH_SIZE + 1, 9),
      input(BULK_BATCH_SIZE + 2, 2),
    ];
    const first = await runBulk(plan, createRows(journeyImportRows, rows), { concurrency: 2 });
    expect([first.rows[0], first.rows[1], first.rows.at(-2), first.rows.at(-1)].map((r) => [r!.state, r!.result, r!.error])).toEqual([
      ['added', { journeyId: '101', existed: false }, undefined],
      ['added', { journeyId: null, existed: true }, undefined],
      ['not_added', undefined, 'No company has the id 9.'],
      ['not_added', undefined, 'Could not reach the server'],
    ]);

    down = false;
    const second = await runBulk(plan, first.rows, { concurrency: 2 });
    expect(second.rows.filter((r) => r.state !== 'added').map((r) => r.input.journey.company_id)).toEqual([9]);
    expect(calls.slice(2)).toEqual([[9, 2]]);

    // A run over a fresh read of the same file creates nothing more.
    const fresh = await runBulk(plan, createRows(journeyImportRows, [input(2, 1), input(3, 2), input(4, 3)]), { concurrency: 2 });
    expect(fresh.rows.map((r) => r.result?.existed)).toEqual([true, true, true]);
    expect(existing.size).toBe(3);
  });
});

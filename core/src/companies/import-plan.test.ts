import { describe, expect, it } from 'vitest';
import { createRows } from '../bulk/row-machine';
import { runBulk } from '../bulk/run-bulk';
import { ENDED, itMovesAsTable } from '../bulk/test-row-machines';
import { BULK_BATCH_SIZE, BULK_LOOKUP_BATCH_SIZE } from '../bulk/bulk-concurrency';
import { parseDelimitedText } from '../bulk/parse-delimited-text';
import { guessColumns } from '../bulk/bulk-columns';
import { bulkScreenState } from '../bulk/bulk-screen-state';
import { ApiError } from '../errors/api-error';
import { JOURNEY_TYPES, type JourneyHealth } from '../journeys/constants';
import { companyResource } from '../testing/fixtures';
import {
  bulkCreateBlocker,
  COMPANY_IMPORT_COLUMNS,
  COMPANY_IMPORT_DEFAULTS,
  companyCreateInputs,
  companyCreatePlan,
  companyCreateRows,
  companyImportInputs,
  companyImportLookupPlan,
  companyImportLookupBody,
  companyImportLookupRows,
  companyImportRowState,
  journeysFor,
  journeysToCreate,
  matchesStateFilter,
  selectableRows,
  type CompanyImportOptions,
  type CompanyImportRow,
} from './import-plan';
import { editCompanyImportRows } from './import-edit';
import type { Company } from './schema';

const health = (h: Partial<Record<(typeof JOURNEY_TYPES)[number], JourneyHealth | null>>) =>
  Object.fromEntries(JOURNEY_TYPES.map((t) => [t, h[t] ?? null])) as Company['attributes']['journey_health'];

const row = (index: number, state: CompanyImportRow['state'], company?: Company): CompanyImportRow => ({
  index,
  state,
  input: { row: index + 2, value: company?.attributes.domain_name ?? `new${index}.example`, name: null },
  ...(company ? { result: { company } } : state === 'new' ? { result: { candidate: null } } : {}),
});

describe('reading a company import', () => {
  it('guesses the domain and name columns from the header', () => {
    const cells = parseDelimitedText('Brand\tWebsite\tNotes\nAcme\tacme.example\tbig');
    expect(guessColumns(cells, COMPANY_IMPORT_COLUMNS)).toEqual({ headerRow: 0, columns: { domain: 1, name: 0 } });
  });

  it('looks a row up by its domain, else its name, and skips rows with neither', () => {
    const cells = parseDelimitedText('Name,Domain\nAcme,acme.example\nNameless Co,\n,\n,bolt.example\n');
    const { inputs, skipped } = companyImportInputs(cells, { domain: 1, name: 0 }, 0);
    expect(inputs).toEqual([
      { row: 2, value: 'acme.example', name: 'Acme' },
      { row: 3, value: 'Nameless Co', name: 'Nameless Co' },
      { row: 5, value: 'bolt.example', name: null },
    ]);
    expect(skipped).toEqual([]);
    expect(companyImportInputs(parseDelimitedText('Domain,Notes\n,only a note\nc.example,'), { domain: 0 }, 0)).toEqual({
      inputs: [{ row: 3, value: 'c.example', name: null }],
      skipped: [2],
    });
  });

  it.each([
    [COMPANY_IMPORT_DEFAULTS, { values: ['acme.example', '42'], clearbit: true, stats: false }],
    [
      { ...COMPANY_IMPORT_DEFAULTS, clearbit: false, stats: true, endDate: '2026-06-30' },
      { values: ['acme.example', '42'], clearbit: false, stats: true, end_date: '2026-06-30' },
    ],
  ])('looks rows up with the options (%#)', (options, body) => {
    expect(companyImportLookupBody(['acme.example', '42'], options)).toEqual(body);
  });
});

describe('the company import lookup', () => {
  it.each([
    ['active', 'found'],
    ['invalid', 'invalid'],
    ['merged', 'merged'],
    ['inactive', 'inactive'],
    ['archived', 'inactive'],
  ] as const)('takes a found %s company as %s', async (state, expected) => {
    const company = companyResource(3, { state });
    const plan = companyImportLookupPlan(
      async () => ({ results: [{ data: company, meta: { source: 'database' } }] }),
      COMPANY_IMPORT_DEFAULTS,
    );
    const { rows } = await runBulk(plan, createRows(companyImportLookupRows, [{ row: 2, value: 'x.example', name: null }]), {
      concurrency: 1,
    });
    expect(rows[0]!.state).toBe(expected);
  });

  it('makes a company only enrichment knows new, one nobody knows not found with the reason, and a failed batch not found', async () => {
    const candidate = {
      domain_name: 'fresh.example',
      name: 'Fresh',
      description: null,
      logo_url: null,
      url: null,
      technologies: [],
      clearbit_tags: [],
    };
    const plan = companyImportLookupPlan(async ({ values }) => {
      if (values.includes('broken.example')) throw new ApiError(500, [{ status: '500', code: 'internal', title: 'Something went wrong' }]);
      return {
        results: values.map((value) =>
          value === 'fresh.example'
            ? { data: null, meta: { source: 'enrichment' as const, candidate } }
            : {
                error: {
                  status: '404',
                  code: 'not_found' as const,
                  title: 'Not found',
                  detail: `No company or website answers for ${value}.`,
                },
              },
        ),
      };
    }, COMPANY_IMPORT_DEFAULTS);
    // The broken row is one batch later: its batch fails whole, the first batch's rows stand.
    const values = [...Array.from({ length: BULK_LOOKUP_BATCH_SIZE - 1 }, () => 'fresh.example'), 'gone.example', 'broken.example'];
    const inputs = values.map((value, i) => ({ row: i + 2, value, name: null }));
    const { rows } = await runBulk(plan, createRows(companyImportLookupRows, inputs), { concurrency: 2 });
    expect(rows.slice(-3).map((r) => [r.state, r.error])).toEqual([
      ['new', undefined],
      ['not_found', 'No company or website answers for gone.example.'],
      ['not_found', 'Something went wrong'],
    ]);
    expect(rows.filter((r) => r.state === 'new')).toHaveLength(BULK_LOOKUP_BATCH_SIZE - 1);
  });

  it('leaves rows whose lookup fails not found with the reason; a run again looks none of them up, an edited one alone', async () => {
    const sent: string[][] = [];
    let down = true;
    const plan = companyImportLookupPlan(async ({ values }) => {
      sent.push(values);
      if (down) throw new ApiError(0, [{ status: '0', code: 'internal', title: 'Could not reach the server' }]);
      return { results: values.map((_, i) => ({ data: companyResource(i + 1), meta: { source: 'database' as const } })) };
    }, COMPANY_IMPORT_DEFAULTS);
    const inputs = ['a.example', 'b.example', 'c.example'].map((value, i) => ({ row: i + 2, value, name: null }));

    const first = await runBulk(plan, createRows(companyImportLookupRows, inputs), { concurrency: 1 });
    expect(first.rows.map((r) => [r.state, r.error])).toEqual(Array(3).fill(['not_found', 'Could not reach the server']));

    // A failed lookup is an answer (spec section 8): only a person's correction sends a row again.
    down = false;
    const again = await runBulk(plan, first.rows, { concurrency: 1 });
    expect(again.rows).toEqual(first.rows);
    const edited = await runBulk(plan, editCompanyImportRows(again.rows, { row: 3, value: 'b2.example' }), { concurrency: 1 });
    expect(edited.rows.map((r) => r.state)).toEqual(['not_found', 'found', 'not_found']);
    expect(sent).toEqual([['a.example', 'b.example', 'c.example'], ['b2.example']]);
  });

  it('stops starting batches once cancelled, and a run again looks up only the rest', async () => {
    const controller = new AbortController();
    const batches: number[] = [];
    const plan = companyImportLookupPlan(async ({ values }) => {
      batches.push(values.length);
      if (batches.length === 2) controller.abort();
      return { results: values.map((_, i) => ({ data: companyResource(i + 1), meta: { source: 'database' as const } })) };
    }, COMPANY_IMPORT_DEFAULTS);
    const inputs = Array.from({ length: BULK_LOOKUP_BATCH_SIZE * 3 + 1 }, (_, i) => ({ row: i + 2, value: `c${i}.example`, name: null }));
    const first = await runBulk(plan, createRows(companyImportLookupRows, inputs), { concurrency: 1, signal: controller.signal });
    expect(first.cancelled).toBe(true);
    expect(first.rows.filter((r) => r.state === 'found')).toHaveLength(BULK_LOOKUP_BATCH_SIZE * 2);
    expect(first.rows.slice(BULK_LOOKUP_BATCH_SIZE * 2).every((r) => r.state === 'pending')).toBe(true);
    const second = await runBulk(plan, first.rows, { concurrency: 2 });
    expect(second.rows.every((r) => r.state === 'found')).toBe(true);
    expect(batches).toEqual([BULK_LOOKUP_BATCH_SIZE, BULK_LOOKUP_BATCH_SIZE, BULK_LOOKUP_BATCH_SIZE, 1]);
  });
});

describe('the company import lookup row, state by state', () => {
  // Worked on while pending; a lookup's answer ends it, and only new and found rows can be picked (spec section 4).
  itMovesAsTable(companyImportLookupRows, {
    pending: { ...ENDED, start: ['looking_up'], runnable: true },
    looking_up: {
      ...ENDED,
      succeed: ['new', 'found', 'invalid', 'merged', 'inactive', 'not_found'],
      fail: ['not_found'],
      cancel: ['pending'],
    },
    new: { ...ENDED, selectable: true },
    found: { ...ENDED, selectable: true },
    invalid: ENDED,
    merged: ENDED,
    inactive: ENDED,
    not_found: ENDED,
  });
});

describe('the company create row, state by state', () => {
  // A failed create is worked on again by the next run; a created or updated one is done. None is picked: the lookup rows are.
  itMovesAsTable(companyCreateRows, {
    queued: { ...ENDED, start: ['updating'], runnable: true },
    updating: { ...ENDED, succeed: ['created', 'updated'], fail: ['failed'], cancel: ['queued'] },
    created: ENDED,
    updated: ENDED,
    failed: { ...ENDED, start: ['updating'], runnable: true },
  });
});

describe('which companies get which journeys', () => {
  const healthy = companyResource(1, { domain_name: 'healthy.example', journey_health: health({}) });
  const mixed = companyResource(2, {
    domain_name: 'mixed.example',
    good_fit: true,
    journey_health: health({ email_subscriber: 'expired', cart_abandoner: 'dormant', purchaser: 'new' }),
  });
  const rows = [
    row(0, 'found', healthy),
    row(1, 'found', mixed),
    row(2, 'new'),
    row(3, 'not_found'),
    row(4, 'invalid', companyResource(5, { state: 'invalid' })),
  ];
  const all = new Set([0, 1, 2, 3, 4]);
  const options = (changes: Partial<CompanyImportOptions>): CompanyImportOptions => ({ ...COMPANY_IMPORT_DEFAULTS, ...changes });

  it.each([
    ['a new company, every checked type', 2, true, { journeyTypes: ['email_subscriber', 'custom'] }, ['email_subscriber', 'custom']],
    ['nothing when not selected', 2, false, {}, []],
    [
      'a found company, the types whose health is checked',
      1,
      true,
      { journeyTypes: [...JOURNEY_TYPES] },
      ['email_subscriber', 'cart_abandoner', 'purchaser'],
    ],
    [
      'not the dormant type when dormant is unchecked',
      1,
      true,
      { journeyTypes: [...JOURNEY_TYPES], healths: ['expired', 'new'] },
      ['email_subscriber', 'purchaser'],
    ],
    ['nothing for a healthy type', 0, true, { journeyTypes: [...JOURNEY_TYPES] }, []],
    ['nothing for a new company when new is unchecked', 2, true, { healths: ['expired', 'dormant'] }, []],
    ['nothing for an unselectable row, even selected', 4, true, { journeyTypes: [...JOURNEY_TYPES] }, []],
    ['nothing without a checked type', 2, true, { journeyTypes: [] }, []],
  ] as const)('%s', (_name, index, selected, changes, expected) => {
    expect(journeysFor(rows[index]!, selected, options(changes as Partial<CompanyImportOptions>))).toEqual(expected);
  });

  it('counts the journeys to create', () => {
    expect(journeysToCreate(rows, all, options({ journeyTypes: [...JOURNEY_TYPES] }))).toBe(3 + 5);
    expect(journeysToCreate(rows, new Set([1]), COMPANY_IMPORT_DEFAULTS)).toBe(1);
    expect(journeysToCreate(rows, new Set(), COMPANY_IMPORT_DEFAULTS)).toBe(0);
  });

  it.each([
    [0, ['email_subscriber'], 'Select at least one company to create.'],
    [2, [], 'Check at least one journey type.'],
    [0, [], 'Select at least one company to create.'],
    [1, ['custom'], null],
  ] as const)('with %i selected and types %j, bulk create is blocked by %j', (count, journeyTypes, reason) => {
    expect(bulkCreateBlocker(count, { journeyTypes })).toBe(reason);
  });

  it.each([
    ['all', [0, 1, 2]],
    ['good_fit', [1]],
    ['new', [2]],
  ] as const)('the state filter %s shows and selects its rows', (filter, expected) => {
    expect(
      rows
        .filter((r) => matchesStateFilter(r, filter))
        .map((r) => r.index)
        .filter((i) => i < 3),
    ).toEqual(expected);
    expect([...selectableRows(rows, filter)]).toEqual(expected);
  });

  it('sends, per company, its id or domain, each journey with a type and description, prioritized, the domain and force', () => {
    const named: CompanyImportRow = { ...row(2, 'new'), input: { row: 4, value: 'fresh.example', name: 'Fresh' } };
    const inputs = companyCreateInputs(
      [rows[0]!, rows[1]!, named],
      all,
      options({ journeyTypes: ['email_subscriber', 'purchaser'], baseEmailDomain: 'mail.tracker.example' }),
    );
    expect(inputs).toEqual([
      {
        index: 1,
        label: 'mixed.example',
        request: {
          company_id: 2,
          journeys: [
            { type: 'email_subscriber', description: 'Newsletter signup' },
            { type: 'purchaser', description: 'Newsletter signup' },
          ],
          prioritized: true,
          baseEmailDomain: 'mail.tracker.example',
          force: true,
        },
      },
      {
        index: 2,
        label: 'fresh.example',
        request: {
          domain_name: 'fresh.example',
          name: 'Fresh',
          journeys: [
            { type: 'email_subscriber', description: 'Newsletter signup' },
            { type: 'purchaser', description: 'Newsletter signup' },
          ],
          prioritized: true,
          baseEmailDomain: 'mail.tracker.example',
          force: true,
        },
      },
    ]);
  });
});

describe('bulk create', () => {
  it('makes a row created or updated as the server says, leaves a refused or failed one failed, and a re-run sends only those', async () => {
    const sent: string[][] = [];
    let failOnce = true;
    const plan = companyCreatePlan(async ({ companies }) => {
      sent.push(companies.map((c) => ('domain_name' in c ? c.domain_name! : String(c.company_id))));
      if (companies.some((c) => c.domain_name === 'flaky.example') && failOnce) {
        failOnce = false;
        throw new ApiError(503, [{ status: '503', code: 'unavailable', title: 'Server busy' }]);
      }
      return {
        results: companies.map((c, i) =>
          c.domain_name === 'taken.example'
            ? {
                error: {
                  status: '409',
                  code: 'conflict' as const,
                  title: 'Conflict',
                  detail: 'taken.example is already the domain of Taken (id 5).',
                },
              }
            : {
                company_id: String(i + 1),
                domain_name: c.domain_name ?? 'one.example',
                created: c.domain_name !== undefined,
                journeys: [],
                skipped_journey_types: [],
              },
        ),
      };
    });
    const request = (body: { company_id: number } | { domain_name: string }) => ({ ...body, journeys: ['custom' as const] });
    const inputs = [
      { index: 0, label: 'a', request: request({ company_id: 1 }) },
      { index: 1, label: 'b', request: request({ domain_name: 'new.example' }) },
      { index: 2, label: 'c', request: request({ domain_name: 'taken.example' }) },
      ...Array.from({ length: BULK_BATCH_SIZE - 3 }, (_, i) => ({ index: i + 3, label: 'x', request: request({ company_id: i + 10 }) })),
      { index: BULK_BATCH_SIZE, label: 'd', request: request({ domain_name: 'flaky.example' }) },
    ];
    const first = await runBulk(plan, createRows(companyCreateRows, inputs), { concurrency: 2 });
    expect(first.rows.slice(0, 3).map((r) => r.state)).toEqual(['updated', 'created', 'failed']);
    expect(first.rows[2]!.error).toBe('taken.example is already the domain of Taken (id 5).');
    expect(first.rows.at(-1)).toMatchObject({ state: 'failed', error: 'Server busy' });
    const again = await runBulk(plan, first.rows, { concurrency: 2 });
    expect(again.rows.at(-1)!.state).toBe('created');
    expect(sent.slice(2)).toEqual([['taken.example', 'flaky.example']]);
  });

  it('shows a row in its create state once it has one, else its lookup state', () => {
    expect(companyImportRowState('new', undefined)).toBe('new');
    expect(companyImportRowState('new', 'updating')).toBe('updating');
    expect(companyImportRowState('found', 'updated')).toBe('updated');
  });
});

describe('the import screen', () => {
  it.each([
    [{ rows: 0, running: false, ran: false }, 'empty'],
    [{ rows: 3, running: false, ran: false }, 'parsed'],
    [{ rows: 3, running: true, ran: false }, 'processing'],
    [{ rows: 3, running: false, ran: true }, 'processed'],
  ] as const)('with %j is %s', (screen, state) => {
    expect(bulkScreenState(screen)).toBe(state);
  });
});

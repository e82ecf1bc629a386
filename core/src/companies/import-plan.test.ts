import { describe, expect, it } from 'vitest';
import { createRows, isSelectable } from '../bulk/row-machine';
import { runBulk } from '../bulk/run-bulk';
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
  companyImportLookupQuery,
  companyImportLookupRows,
  companyImportRowState,
  journeysFor,
  journeysToCreate,
  matchesStateFilter,
  selectableRows,
  type CompanyImportOptions,
  type CompanyImportRow,
} from './import-plan';
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
    ['acme.example', COMPANY_IMPORT_DEFAULTS, { q: 'acme.example', current: 'true', clearbit: 'true', stats: 'false' }],
    ['42', COMPANY_IMPORT_DEFAULTS, { q: '42', company_id: '42', current: 'true', clearbit: 'true', stats: 'false' }],
    ['acme.example', { ...COMPANY_IMPORT_DEFAULTS, clearbit: false, stats: true, endDate: '2026-06-30' }, { q: 'acme.example', current: 'true', clearbit: 'false', stats: 'true', end_date: '2026-06-30' }],
  ])('looks %s up with the options (%#)', (value, options, query) => {
    expect(companyImportLookupQuery(value, options)).toEqual(query);
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
    const plan = companyImportLookupPlan(async () => ({ data: company, meta: { source: 'database' } }), COMPANY_IMPORT_DEFAULTS);
    const { rows } = await runBulk(plan, createRows(companyImportLookupRows, [{ row: 2, value: 'x.example', name: null }]), { concurrency: 1 });
    expect(rows[0]!.state).toBe(expected);
  });

  it('makes a company only enrichment knows new, one nobody knows not found, and a failed lookup not found', async () => {
    const candidate = { domain_name: 'fresh.example', name: 'Fresh', description: null, logo_url: null, url: null, technologies: [], clearbit_tags: [] };
    const plan = companyImportLookupPlan(async (query) => {
      if (query.q === 'fresh.example') return { data: null, meta: { source: 'enrichment', candidate } };
      if (query.q === 'broken.example') throw new ApiError(500, [{ status: '500', code: 'internal', title: 'Something went wrong' }]);
      throw new ApiError(404, [{ status: '404', code: 'not_found', title: 'Not found', detail: 'No company or website answers for gone.example.' }]);
    }, COMPANY_IMPORT_DEFAULTS);
    const inputs = ['fresh.example', 'gone.example', 'broken.example'].map((value, i) => ({ row: i + 2, value, name: null }));
    const { rows } = await runBulk(plan, createRows(companyImportLookupRows, inputs), { concurrency: 2 });
    expect(rows.map((r) => [r.state, r.error])).toEqual([
      ['new', undefined],
      ['not_found', 'No company or website answers for gone.example.'],
      ['not_found', 'Something went wrong'],
    ]);
  });

  it.each([
    ['new', true],
    ['found', true],
    ['invalid', false],
    ['merged', false],
    ['inactive', false],
    ['not_found', false],
    ['pending', false],
  ] as const)('lets a %s row be selected: %s', (state, selectable) => {
    expect(isSelectable(companyImportLookupRows, state)).toBe(selectable);
  });

  it('stops starting lookups once cancelled, and a run again looks up only the rest', async () => {
    const controller = new AbortController();
    let calls = 0;
    const plan = companyImportLookupPlan(async () => {
      calls += 1;
      if (calls === 2) controller.abort();
      return { data: companyResource(calls), meta: { source: 'database' } };
    }, COMPANY_IMPORT_DEFAULTS);
    const inputs = Array.from({ length: 5 }, (_, i) => ({ row: i + 2, value: `c${i}.example`, name: null }));
    const first = await runBulk(plan, createRows(companyImportLookupRows, inputs), { concurrency: 1, signal: controller.signal });
    expect(first.cancelled).toBe(true);
    expect(first.rows.map((r) => r.state)).toEqual(['found', 'found', 'pending', 'pending', 'pending']);
    const second = await runBulk(plan, first.rows, { concurrency: 2 });
    expect(second.rows.every((r) => r.state === 'found')).toBe(true);
    expect(calls).toBe(5);
  });
});

describe('which companies get which journeys', () => {
  const healthy = companyResource(1, { domain_name: 'healthy.example', journey_health: health({}) });
  const mixed = companyResource(2, {
    domain_name: 'mixed.example',
    good_fit: true,
    journey_health: health({ email_subscriber: 'expired', cart_abandoner: 'dormant', purchaser: 'new' }),
  });
  const rows = [row(0, 'found', healthy), row(1, 'found', mixed), row(2, 'new'), row(3, 'not_found'), row(4, 'invalid', companyResource(5, { state: 'invalid' }))];
  const all = new Set([0, 1, 2, 3, 4]);
  const options = (changes: Partial<CompanyImportOptions>): CompanyImportOptions => ({ ...COMPANY_IMPORT_DEFAULTS, ...changes });

  it.each([
    ['a new company, every checked type', 2, true, { journeyTypes: ['email_subscriber', 'custom'] }, ['email_subscriber', 'custom']],
    ['nothing when not selected', 2, false, {}, []],
    ['a found company, the types whose health is checked', 1, true, { journeyTypes: [...JOURNEY_TYPES] }, ['email_subscriber', 'cart_abandoner', 'purchaser']],
    ['not the dormant type when dormant is unchecked', 1, true, { journeyTypes: [...JOURNEY_TYPES], healths: ['expired', 'new'] }, ['email_subscriber', 'purchaser']],
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
    expect(rows.filter((r) => matchesStateFilter(r, filter)).map((r) => r.index).filter((i) => i < 3)).toEqual(expected);
    expect([...selectableRows(rows, filter)]).toEqual(expected);
  });

  it('sends, per company, its id or domain, each journey with a type and description, prioritized, the domain and force', () => {
    const named: CompanyImportRow = { ...row(2, 'new'), input: { row: 4, value: 'fresh.example', name: 'Fresh' } };
    const inputs = companyCreateInputs([rows[0]!, rows[1]!, named], all, options({ journeyTypes: ['email_subscriber', 'purchaser'], baseEmailDomain: 'mail.tracker.example' }));
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
  it('makes a row created or updated as the server says, leaves a failed one failed, and a re-run sends only that one', async () => {
    const sent: unknown[] = [];
    let failOnce = true;
    const plan = companyCreatePlan(async (body) => {
      sent.push(body);
      if ('domain_name' in body && body.domain_name === 'flaky.example' && failOnce) {
        failOnce = false;
        throw new ApiError(503, [{ status: '503', code: 'unavailable', title: 'Server busy' }]);
      }
      return { data: companyResource(9), meta: { created: 'domain_name' in body } };
    });
    const inputs = [
      { index: 0, label: 'a', request: { company_id: 1, journeys: ['custom' as const] } },
      { index: 1, label: 'b', request: { domain_name: 'new.example', journeys: ['custom' as const] } },
      { index: 2, label: 'c', request: { domain_name: 'flaky.example', journeys: ['custom' as const] } },
    ];
    const first = await runBulk(plan, createRows(companyCreateRows, inputs), { concurrency: 2 });
    expect(first.rows.map((r) => r.state)).toEqual(['updated', 'created', 'failed']);
    expect(first.rows[2]!.error).toBe('Server busy');
    const again = await runBulk(plan, first.rows, { concurrency: 2 });
    expect(again.rows.map((r) => r.state)).toEqual(['updated', 'created', 'created']);
    expect(sent).toHaveLength(4);
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

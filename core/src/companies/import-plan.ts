import type { z } from 'zod';
import { columnValues, type ColumnAliases } from '../bulk/bulk-columns';
import { defineRowMachine, type BulkRow } from '../bulk/row-machine';
import type { BulkPlan } from '../bulk/run-bulk';
import { BULK_BATCH_SIZE, BULK_LOOKUP_BATCH_SIZE } from '../bulk/bulk-concurrency';
import { retryWhenBusy } from '../bulk/retry-when-busy';
import { batchFailureMessage } from '../contract/batch';
import {
  DEFAULT_JOURNEY_DESCRIPTION,
  DEFAULT_JOURNEY_TYPE,
  JOURNEY_HEALTHS,
  type JourneyHealth,
  type JourneyType,
} from '../journeys/constants';
import type {
  Company,
  CompanyBatchCreate,
  CompanyBatchCreateResult,
  CompanyBatchLookup,
  CompanyBatchLookupResult,
  CompanyCandidate,
  CompanyCreate,
  CompanyCreateOutcome,
} from './schema';

/** One company row of an import: the lookup value (domain, else name) and the name beside it. */
export type CompanyImportInput = { row: number; value: string; name: string | null };

/** The columns a company import reads: the domain, and the company's name. */
export const COMPANY_IMPORT_COLUMNS = {
  domain: ['domain', 'domain name', 'website', 'url', 'company id', 'id'],
  name: ['company name', 'name', 'company', 'brand'],
} as const satisfies ColumnAliases<'domain' | 'name'>;

/**
 * The rows to import from the cells and the chosen columns: the lookup value is the domain, else
 * the name; a row with neither is skipped (spec section 5), and counted.
 */
export function companyImportInputs(
  cells: readonly (readonly string[])[],
  columns: { domain?: number | undefined; name?: number | undefined },
  headerRow: number | undefined,
): { inputs: CompanyImportInput[]; skipped: number[] } {
  const read = (column: number | undefined) =>
    new Map(column === undefined ? [] : columnValues(cells, column, headerRow).map(({ row, value }) => [row, value]));
  const domains = read(columns.domain);
  const names = read(columns.name);
  const inputs: CompanyImportInput[] = [];
  const skipped: number[] = [];
  cells.forEach((cells, index) => {
    const row = index + 1;
    if ((headerRow !== undefined && index <= headerRow) || cells.every((cell) => cell.trim() === '')) return;
    const value = domains.get(row) ?? names.get(row);
    if (value === undefined) skipped.push(row);
    else inputs.push({ row, value, name: names.get(row) ?? null });
  });
  return { inputs, skipped };
}

/**
 * The lookup of each row. A company found in the database takes a state from its own: invalid,
 * merged, or inactive (inactive or archived); else `found`. One enrichment knows but the database
 * does not is `new`. A failed lookup, or none, is `not_found` (spec section 8). Only `new` and
 * `found` rows can be selected (spec section 4).
 */
export const COMPANY_IMPORT_LOOKUP_STATES = [
  'pending',
  'looking_up',
  'new',
  'found',
  'invalid',
  'merged',
  'inactive',
  'not_found',
] as const;
export type CompanyImportLookupState = (typeof COMPANY_IMPORT_LOOKUP_STATES)[number];

export const companyImportLookupRows = defineRowMachine({
  states: COMPANY_IMPORT_LOOKUP_STATES,
  initial: 'pending',
  transitions: {
    pending: { start: ['looking_up'] },
    looking_up: { succeed: ['new', 'found', 'invalid', 'merged', 'inactive', 'not_found'], fail: ['not_found'], cancel: ['pending'] },
  },
  selectable: ['new', 'found'],
});

/** What a lookup found: the company, or what enrichment knows of a new one. */
export type CompanyImportMatch = { company: Company; candidate?: undefined } | { company?: undefined; candidate: CompanyCandidate | null };

/** The import's options (spec section 2), defaults of spec section 9. */
export type CompanyImportOptions = {
  clearbit: boolean;
  stats: boolean;
  /** YYYY-MM-DD: stats count emails up to this day. */
  endDate?: string | undefined;
  prioritized: boolean;
  baseEmailDomain?: string | undefined;
  journeyTypes: readonly JourneyType[];
  healths: readonly JourneyHealth[];
  stateFilter: CompanyImportStateFilter;
};

export const COMPANY_IMPORT_STATE_FILTERS = ['all', 'good_fit', 'new'] as const;
export type CompanyImportStateFilter = (typeof COMPANY_IMPORT_STATE_FILTERS)[number];

export const COMPANY_IMPORT_DEFAULTS: CompanyImportOptions = {
  clearbit: true,
  stats: false,
  prioritized: true,
  journeyTypes: [DEFAULT_JOURNEY_TYPE],
  healths: JOURNEY_HEALTHS,
  stateFilter: 'all',
};

/** The batch lookup's options for the import's: clearbit, stats and end_date. */
export function companyImportLookupBody(values: string[], options: CompanyImportOptions): z.input<typeof CompanyBatchLookup> {
  return { values, clearbit: options.clearbit, stats: options.stats, ...(options.endDate ? { end_date: options.endDate } : {}) };
}

const STATE_OF_COMPANY: Record<Company['attributes']['state'], CompanyImportLookupState> = {
  active: 'found',
  invalid: 'invalid',
  merged: 'merged',
  inactive: 'inactive',
  archived: 'inactive',
};

export type LookupForImport = (body: z.input<typeof CompanyBatchLookup>, signal: AbortSignal) => Promise<CompanyBatchLookupResult>;

/** Looks the rows up BULK_LOOKUP_BATCH_SIZE a call, with the options. */
export function companyImportLookupPlan(
  lookup: LookupForImport,
  options: CompanyImportOptions,
): BulkPlan<CompanyImportLookupState, CompanyImportInput, CompanyImportMatch> {
  return {
    machine: companyImportLookupRows,
    batchSize: BULK_LOOKUP_BATCH_SIZE,
    async workBatch(inputs, signal) {
      const { results } = await retryWhenBusy(() =>
        lookup(
          companyImportLookupBody(
            inputs.map((input) => input.value),
            options,
          ),
          signal,
        ),
      );
      return results.map((found) => {
        if ('error' in found) return { error: batchFailureMessage(found) };
        if (found.data) return { to: STATE_OF_COMPANY[found.data.attributes.state], result: { company: found.data } };
        return found.meta.candidate ? { to: 'new' as const, result: { candidate: found.meta.candidate } } : { to: 'not_found' as const };
      });
    },
  };
}

export type CompanyImportRow = BulkRow<CompanyImportLookupState, CompanyImportInput, CompanyImportMatch>;

/** A row's health for a journey type: a new company's is `new`; a found one's as the company says (null: healthy). */
export function importRowHealth(row: CompanyImportRow, type: JourneyType): JourneyHealth | null {
  if (row.state === 'new') return 'new';
  return row.result?.company?.attributes.journey_health[type] ?? null;
}

/** Whether the state filter (all, good_fit, new) shows the row. */
export function matchesStateFilter(row: CompanyImportRow, filter: CompanyImportStateFilter): boolean {
  if (filter === 'new') return row.state === 'new';
  if (filter === 'good_fit') return row.result?.company?.attributes.good_fit === true;
  return true;
}

/**
 * The journey types a row gets (spec section 5): only when selected, for each checked type whose
 * health for the row is among the checked healths.
 */
export function journeysFor(
  row: CompanyImportRow,
  selected: boolean,
  options: Pick<CompanyImportOptions, 'journeyTypes' | 'healths'>,
): JourneyType[] {
  if (!selected || !companyImportLookupRows.selectable.includes(row.state)) return [];
  return options.journeyTypes.filter((type) => {
    const health = importRowHealth(row, type);
    return health !== null && options.healths.includes(health);
  });
}

/** How many journeys a bulk create would make. */
export function journeysToCreate(
  rows: readonly CompanyImportRow[],
  selected: ReadonlySet<number>,
  options: Pick<CompanyImportOptions, 'journeyTypes' | 'healths'>,
): number {
  return rows.reduce((sum, row) => sum + journeysFor(row, selected.has(row.index), options).length, 0);
}

/** Why bulk create cannot run yet (spec section 5), or null when it can. */
export function bulkCreateBlocker(selectedCount: number, options: Pick<CompanyImportOptions, 'journeyTypes'>): string | null {
  if (selectedCount === 0) return 'Select at least one company to create.';
  if (options.journeyTypes.length === 0) return 'Check at least one journey type.';
  return null;
}

/** The rows that can be selected: all of them, for "select all importable rows". */
export function selectableRows(rows: readonly CompanyImportRow[], filter: CompanyImportStateFilter = 'all'): Set<number> {
  return new Set(
    rows.filter((row) => companyImportLookupRows.selectable.includes(row.state) && matchesStateFilter(row, filter)).map((row) => row.index),
  );
}

/** One company to create or update, with the request bulk create sends for it (spec sections 3, 7, 9). */
export type CompanyCreateInput = { index: number; label: string; request: z.input<typeof CompanyCreate> };

/**
 * The create requests of the selected rows that get a journey: per company, POST
 * /v3/admin/companies with company_id (a found company) or its domain and name (a new one), each
 * journey with its type and the default description, prioritized, baseEmailDomain and force.
 */
export function companyCreateInputs(
  rows: readonly CompanyImportRow[],
  selected: ReadonlySet<number>,
  options: CompanyImportOptions,
): CompanyCreateInput[] {
  return rows.flatMap((row): CompanyCreateInput[] => {
    const types = journeysFor(row, selected.has(row.index), options);
    if (types.length === 0) return [];
    const shared = {
      journeys: types.map((type) => ({ type, description: DEFAULT_JOURNEY_DESCRIPTION })),
      prioritized: options.prioritized,
      ...(options.baseEmailDomain ? { baseEmailDomain: options.baseEmailDomain } : {}),
      force: true,
    };
    const company = row.result?.company;
    if (company)
      return [{ index: row.index, label: company.attributes.domain_name, request: { company_id: Number(company.id), ...shared } }];
    const domain = row.result?.candidate?.domain_name ?? row.input.value;
    const name = row.input.name ?? row.result?.candidate?.name ?? undefined;
    return [{ index: row.index, label: domain, request: { domain_name: domain, ...(name ? { name } : {}), ...shared } }];
  });
}

/** A create's progress: queued, then updating, then created (a new company) or updated; a failure can be run again. */
export const COMPANY_CREATE_ROW_STATES = ['queued', 'updating', 'created', 'updated', 'failed'] as const;
export type CompanyCreateRowState = (typeof COMPANY_CREATE_ROW_STATES)[number];

export const companyCreateRows = defineRowMachine({
  states: COMPANY_CREATE_ROW_STATES,
  initial: 'queued',
  transitions: {
    queued: { start: ['updating'] },
    failed: { start: ['updating'] },
    updating: { succeed: ['created', 'updated'], fail: ['failed'], cancel: ['queued'] },
  },
  selectable: [],
});

export type CreateCompanies = (body: z.input<typeof CompanyBatchCreate>) => Promise<CompanyBatchCreateResult>;

/** Creates (or, with force, updates) the companies with their journeys, BULK_BATCH_SIZE a call. A write in flight is let finish. */
export function companyCreatePlan(create: CreateCompanies): BulkPlan<CompanyCreateRowState, CompanyCreateInput, CompanyCreateOutcome> {
  return {
    machine: companyCreateRows,
    batchSize: BULK_BATCH_SIZE,
    async workBatch(inputs) {
      const { results } = await retryWhenBusy(() => create({ companies: inputs.map((input) => input.request) }));
      return results.map((outcome) =>
        'error' in outcome ? { error: batchFailureMessage(outcome) } : { to: outcome.created ? 'created' : 'updated', result: outcome },
      );
    },
  };
}

/** Every state a company row is shown in (spec section 4): its lookup's, then its create's once it has one. */
export type CompanyImportRowState =
  Exclude<CompanyImportLookupState, 'pending' | 'looking_up'> | 'pending' | 'looking_up' | CompanyCreateRowState;

export function companyImportRowState(lookup: CompanyImportLookupState, create: CompanyCreateRowState | undefined): CompanyImportRowState {
  return create ?? lookup;
}

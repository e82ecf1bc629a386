import type { z } from 'zod';
import { guessColumns, type ColumnAliases } from '../bulk/bulk-columns';
import { defineRowMachine, type BulkRow } from '../bulk/row-machine';
import { MAX_ID } from '../contract/request-input';
import type { BulkPlan } from '../bulk/run-bulk';
import { BULK_BATCH_SIZE } from '../bulk/bulk-concurrency';
import { retryWhenBusy } from '../bulk/retry-when-busy';
import { batchFailureMessage } from '../contract/batch';
import { readCellDay, slashDateOrderShown, type SlashDateOrder } from '../dates/cell-day';
import { JOURNEY_TYPE_LABELS, JOURNEY_TYPES, type JourneyType } from './constants';
import type { AdminJourneyBatchCreate, AdminJourneyBatchCreateResult, AdminJourneyCreate } from './schema';

const JOURNEY_IMPORT_FIELDS = ['company_id', 'journey_type', 'start_date', 'end_date'] as const;
export type JourneyImportField = (typeof JOURNEY_IMPORT_FIELDS)[number];

/** The header names of each column a journey import reads. */
export const JOURNEY_IMPORT_COLUMNS = {
  company_id: ['company id', 'company_id', 'company', 'id'],
  journey_type: ['journey type', 'journey_type', 'type', 'journey'],
  start_date: ['start date', 'start_date', 'start', 'starts', 'from'],
  end_date: ['end date', 'end_date', 'end', 'ends', 'to'],
} as const satisfies ColumnAliases<JourneyImportField>;

export type JourneyImportColumns = { [K in JourneyImportField]?: number | undefined };

/** The columns guessed from the header row; without a header, the four columns in order. */
export function guessJourneyImportColumns(cells: readonly (readonly string[])[]): {
  headerRow: number | undefined;
  columns: JourneyImportColumns;
} {
  const guess = guessColumns(cells, JOURNEY_IMPORT_COLUMNS);
  if (guess.headerRow !== undefined) return guess;
  return { headerRow: undefined, columns: { company_id: 0, journey_type: 1, start_date: 2, end_date: 3 } };
}

/** One journey to create, as POST /v3/admin/journeys takes it, with the row (from 1) it was read from. */
export type JourneyImportInput = { row: number; journey: z.input<typeof AdminJourneyCreate> };
/** A row that cannot be sent, and why; `ambiguousDate` when only the order of its slash dates is missing. */
export type SkippedJourneyRow = { row: number; reason: string; ambiguousDate?: true };

/** The rows read: those to create, those skipped, and the order slash dates were read in (when one was asked for or shown). */
export type JourneyImportRead = { inputs: JourneyImportInput[]; skipped: SkippedJourneyRow[]; slashDateOrder?: SlashDateOrder };

const LABEL_TO_TYPE = new Map<string, JourneyType>(
  JOURNEY_TYPES.flatMap((type) => [
    [type, type],
    [JOURNEY_TYPE_LABELS[type].toLowerCase(), type],
  ]),
);

/** A journey type by its name or its label (`cart_abandoner`, `Cart abandoner`, `Free account signup`). */
export function journeyTypeOf(value: string): JourneyType | undefined {
  const text = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return LABEL_TO_TYPE.get(text) ?? LABEL_TO_TYPE.get(text.replace(/[ -]/g, '_'));
}

/**
 * The order of the slash dates of the date columns: the one asked for, else the one the file's own
 * dates show (`31/01/2027` is day first, `6/22/26` month first) when they show one only.
 */
function slashDateOrderOf(
  cells: readonly (readonly string[])[],
  columns: JourneyImportColumns,
  asked: SlashDateOrder | undefined,
): SlashDateOrder | undefined {
  if (asked) return asked;
  const shown = new Set<SlashDateOrder>();
  for (const row of cells) {
    for (const column of [columns.start_date, columns.end_date]) {
      const order = column === undefined ? undefined : slashDateOrderShown(row[column] ?? '');
      if (order) shown.add(order);
    }
  }
  return shown.size === 1 ? [...shown][0] : undefined;
}

/**
 * The journeys to create from the cells. A row needs journey_type, start_date, end_date and
 * company_id (spec section 5), each readable, and an end not before the start; else it is skipped
 * with the reason. Blank rows are left out. A slash date is read in `slashDateOrder`, else in the
 * order the file's dates show; one that could be two days is never guessed (the row is skipped).
 */
export function journeyImportInputs(
  cells: readonly (readonly string[])[],
  columns: JourneyImportColumns,
  headerRow: number | undefined,
  slashDateOrder?: SlashDateOrder,
): JourneyImportRead {
  const inputs: JourneyImportInput[] = [];
  const skipped: SkippedJourneyRow[] = [];
  const order = slashDateOrderOf(cells, columns, slashDateOrder);
  cells.forEach((cells, index) => {
    const row = index + 1;
    if ((headerRow !== undefined && index <= headerRow) || cells.every((cell) => cell.trim() === '')) return;
    const cell = (field: JourneyImportField) => {
      const column = columns[field];
      return column === undefined ? '' : (cells[column] ?? '').trim();
    };
    const missing = JOURNEY_IMPORT_FIELDS.filter((field) => cell(field) === '');
    if (missing.length > 0) {
      skipped.push({ row, reason: `No ${missing.join(', ')}` });
      return;
    }
    const companyId = /^\d+$/.test(cell('company_id')) ? Number(cell('company_id')) : 0;
    const type = journeyTypeOf(cell('journey_type'));
    const start = readCellDay(cell('start_date'), order);
    const end = readCellDay(cell('end_date'), order);
    const problem =
      companyId < 1 || companyId > MAX_ID
        ? `company_id "${cell('company_id')}" is not a company id`
        : type === undefined
          ? `journey_type "${cell('journey_type')}" is not one of ${JOURNEY_TYPES.join(', ')}`
          : 'problem' in start
            ? `start_date ${start.problem}`
            : 'problem' in end
              ? `end_date ${end.problem}`
              : Date.parse(end.day) < Date.parse(start.day)
                ? 'end_date is before start_date'
                : undefined;
    const ambiguous = ('problem' in start && start.ambiguous) || ('problem' in end && end.ambiguous);
    if (problem !== undefined) skipped.push({ row, reason: problem, ...(ambiguous ? { ambiguousDate: true as const } : {}) });
    else if ('day' in start && 'day' in end) {
      inputs.push({ row, journey: { company_id: companyId, journey_type: type!, start_date: start.day, end_date: end.day } });
    }
  });
  return { inputs, skipped, ...(order ? { slashDateOrder: order } : {}) };
}

/**
 * A journey row is added or not added (spec section 4). A failed create leaves it not added (spec
 * section 8), and a later run tries it again; the server refuses a journey it already has (409),
 * which counts as added, so a re-run creates nothing twice.
 */
export const JOURNEY_IMPORT_ROW_STATES = ['pending', 'adding', 'added', 'not_added'] as const;
export type JourneyImportRowState = (typeof JOURNEY_IMPORT_ROW_STATES)[number];

export const journeyImportRows = defineRowMachine({
  states: JOURNEY_IMPORT_ROW_STATES,
  initial: 'pending',
  transitions: {
    pending: { start: ['adding'] },
    not_added: { start: ['adding'] },
    adding: { succeed: ['added'], fail: ['not_added'], cancel: ['pending'] },
  },
  selectable: [],
});

/** What a journey row's create gave: the journey's id, or that it was there already. */
export type JourneyImportResult = { journeyId: string | null; existed: boolean };
export type JourneyImportRow = BulkRow<JourneyImportRowState, JourneyImportInput, JourneyImportResult>;

export type CreateAdminJourneys = (body: z.input<typeof AdminJourneyBatchCreate>) => Promise<AdminJourneyBatchCreateResult>;

/**
 * Creates the rows' journeys BULK_BATCH_SIZE a call (POST /v3/admin/journeys/batch). A journey the
 * company has already (409) counts as added. A write in flight is let finish.
 */
export function journeyImportPlan(create: CreateAdminJourneys): BulkPlan<JourneyImportRowState, JourneyImportInput, JourneyImportResult> {
  return {
    machine: journeyImportRows,
    batchSize: BULK_BATCH_SIZE,
    async workBatch(inputs) {
      const { results } = await retryWhenBusy(() => create({ journeys: inputs.map((input) => input.journey) }));
      return results.map((outcome) => {
        if (!('error' in outcome)) return { result: { journeyId: outcome.journey_id, existed: false } };
        return outcome.error.status === '409' ? { result: { journeyId: null, existed: true } } : { error: batchFailureMessage(outcome) };
      });
    },
  };
}

/** The import's one option (spec section 2): archive the old journeys first, on by default. */
export const JOURNEY_IMPORT_DEFAULTS = { archiveOld: true } as const;

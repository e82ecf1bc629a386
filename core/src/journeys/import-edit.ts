import { JOURNEY_IMPORT_COLUMNS, journeyImportInputs, type JourneyImportField, type JourneyImportRead } from './import-plan';

/** A journey row's four fields as text: as the sheet has them, or as a person corrected them. */
export type JourneyImportFields = Record<JourneyImportField, string>;

const FIELDS = Object.keys(JOURNEY_IMPORT_COLUMNS) as JourneyImportField[];
const IN_ORDER = Object.fromEntries(FIELDS.map((field, column) => [field, column])) as Record<JourneyImportField, number>;

/** A row's fields as the sheet has them under the chosen columns ('' where a column is not chosen). */
export function journeyImportFields(
  cells: readonly (readonly string[])[],
  columns: Partial<Record<JourneyImportField, number | undefined>>,
  row: number,
): JourneyImportFields {
  return Object.fromEntries(FIELDS.map((field) => [field, (cells[row - 1]?.[columns[field] ?? -1] ?? '').trim()])) as JourneyImportFields;
}

/**
 * The rows read, with each corrected row read again from its fields by the same checks as a
 * sheet's row: it becomes a journey to create, or stays skipped with the reason. A row cleared of
 * every field is skipped too (a sheet's blank row is left out, but this one is on screen).
 */
export function applyJourneyImportEdits(read: JourneyImportRead, edits: ReadonlyMap<number, JourneyImportFields>): JourneyImportRead {
  const inputs = read.inputs.filter((input) => !edits.has(input.row));
  const skipped = read.skipped.filter((skip) => !edits.has(skip.row));
  for (const [row, fields] of edits) {
    // Read in the order the sheet's slash dates were read in, so a corrected 6/1/26 means what the sheet's do.
    const again = journeyImportInputs([FIELDS.map((field) => fields[field])], IN_ORDER, undefined, read.slashDateOrder);
    const input = again.inputs[0];
    if (input) inputs.push({ ...input, row });
    else skipped.push(again.skipped[0] ? { ...again.skipped[0], row } : { row, reason: `No ${FIELDS.join(', ')}` });
  }
  const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;
  return { ...read, inputs: inputs.sort(byRow), skipped: skipped.sort(byRow) };
}

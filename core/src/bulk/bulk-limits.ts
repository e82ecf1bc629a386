import { BulkInputError } from './bulk-input-error';

// What an import reads at most. The parsers refuse input past any of these with a message naming
// the limit, before the rest is read where they can, and never cut it short: a row left out
// silently would be a brand silently not imported. Sized for the job: lists of tens of thousands
// of brands are real, while one row of an import needs a handful of short cells.

/**
 * Rows of a file or of pasted text, counted as a spreadsheet numbers them (the header and blank
 * rows included). Five times the export's 9,999, so any export comes back in one file; past it the
 * job is better split anyway: at four requests at a time 50,000 rows already take minutes, and a
 * run that is split can be resumed piece by piece.
 */
export const BULK_MAX_ROWS = 50_000;

/**
 * Cells read, counting the blank ones before each row's last value: 40 columns of 50,000 rows.
 * It bounds what a file costs in memory whatever its shape (a value in column 16,384 makes every
 * cell before it), and what a spreadsheet's repeated cells may stand for.
 */
export const BULK_MAX_CELLS = 2_000_000;

/** Characters in one cell: domains, names and ids are far shorter; a notes column still fits. */
export const BULK_MAX_CELL_CHARS = 10_000;

/** Bytes of a file, of piped input or of pasted text: 50,000 rows of 400 bytes. */
export const BULK_MAX_INPUT_BYTES = 20 * 1024 * 1024;

/**
 * Bytes a spreadsheet (xlsx, ods: a zip) unpacks to, all its parts together. A sheet of 50,000
 * rows by 10 columns unpacks to about 20 MB of XML; a zip bomb unpacks to gigabytes from a few.
 */
export const BULK_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

const count = (n: number) => n.toLocaleString('en-US');
const megabytes = (bytes: number) => `${count(Math.ceil((bytes / (1024 * 1024)) * 10) / 10)} MB`;

/** `A` for 0, `AA` for 26: a column as a spreadsheet names it. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The refusals of each limit, with what the person can do about it. Rows and columns count from 0. */
export const bulkLimitError = {
  rows: (row: number) =>
    new BulkInputError(`Row ${count(row + 1)} holds data, but an import is limited to ${count(BULK_MAX_ROWS)} rows: split the file.`),
  cells: (row: number) =>
    new BulkInputError(
      `The input passes ${count(BULK_MAX_CELLS)} cells by row ${count(row + 1)} (counting the blank ones before each row's last value), ` +
        `the most an import reads: remove the columns it does not need, or split the file.`,
    ),
  cellChars: (row: number, column: number) =>
    new BulkInputError(
      `A cell of more than ${count(BULK_MAX_CELL_CHARS)} characters at row ${count(row + 1)}, column ${count(column + 1)} (${columnLetters(column)}): ` +
        `an import reads cells of up to ${count(BULK_MAX_CELL_CHARS)} characters.`,
    ),
  /** `bytes` unknown: a stream stopped being read once past the limit. */
  inputBytes: (bytes?: number) =>
    new BulkInputError(
      `The input is ${bytes === undefined ? `more than ${megabytes(BULK_MAX_INPUT_BYTES)}` : megabytes(bytes)}; an import reads at most ${megabytes(BULK_MAX_INPUT_BYTES)}: split it.`,
    ),
  unpackedBytes: () =>
    new BulkInputError(
      `The spreadsheet unpacks to more than ${megabytes(BULK_MAX_UNPACKED_BYTES)}, the most an import reads ` +
        '(a file built to unpack to far more than it holds is refused too): save the sheet alone as CSV, or split it.',
    ),
};

/** Refuses input of more than BULK_MAX_INPUT_BYTES before any of it is parsed. */
export function checkInputSize(bytes: number): void {
  if (bytes > BULK_MAX_INPUT_BYTES) throw bulkLimitError.inputBytes(bytes);
}

/**
 * Collects an input's rows, refusing it at the first row past a limit: a row with a value past
 * BULK_MAX_ROWS, a cell longer than BULK_MAX_CELL_CHARS, or more than BULK_MAX_CELLS in all.
 * Blank rows past the last row allowed are dropped: they hold nothing to import.
 */
export function createRowCollector() {
  const rows: string[][] = [];
  let cells = 0;
  return {
    rows,
    /** Adds the row at `index` (from 0, at least the last one added), filling the rows skipped with blank ones. */
    add(index: number, row: string[]) {
      const blank = row.every((cell) => cell === '');
      if (index >= BULK_MAX_ROWS) {
        if (blank) return;
        throw bulkLimitError.rows(index);
      }
      cells += row.length;
      if (cells > BULK_MAX_CELLS) throw bulkLimitError.cells(index);
      row.forEach((cell, column) => {
        if (cell.length > BULK_MAX_CELL_CHARS) throw bulkLimitError.cellChars(index, column);
      });
      while (rows.length < index) rows.push([]);
      rows.push(row);
    },
  };
}

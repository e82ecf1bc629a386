import { BulkInputError } from './bulk-input-error';
import { BULK_MAX_CELLS, BULK_MAX_ROWS, bulkLimitError, checkInputSize, createRowCollector } from './bulk-limits';
import { checkZipSpreadsheet, isZip } from './check-zip-spreadsheet';

/**
 * The cells of a workbook's first sheet (xlsx, xls, ods ...), as the spreadsheet shows them: the
 * formatted text (a formula's last result), trimmed, but a date cell as its day, YYYY-MM-DD, whatever
 * format shows it (01/06/2026 is the 1st of June on a day-first sheet and the 6th of January on a
 * month-first one, which the text alone cannot tell; the cell's value can); a merged cell's
 * value in its top-left cell, the others blank; blank rows at the end left out. SheetJS is loaded
 * here, on first use: nothing else pays for it until a spreadsheet is opened. A file past the
 * limits of `bulk-limits.ts` is refused, a zip before SheetJS unpacks it.
 */
export async function parseSpreadsheet(bytes: Uint8Array): Promise<string[][]> {
  checkInputSize(bytes.length);
  if (isZip(bytes)) await checkZipSpreadsheet(bytes);
  const XLSX = await import('xlsx');
  let workbook: ReturnType<typeof XLSX.read>;
  try {
    // Only the first sheet, and only what is shown: no formulas' text, styles or HTML kept; number
    // formats are, to tell a date cell.
    workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      sheets: 0,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: true,
    });
  } catch (error) {
    throw new BulkInputError(`This is not a spreadsheet that can be read: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) throw new BulkInputError('The workbook has no sheet.');
  // The cells themselves, never the range the sheet declares (`!ref`): that may say a million rows
  // of 16,384 columns for a sheet of two cells. Keys of a sparse array are its rows that exist.
  const data = sheet['!data'] ?? [];
  const collector = createRowCollector();
  for (const key of Object.keys(data)) {
    const index = Number(key);
    const texts = new Map<number, string>();
    let width = 0;
    for (const [column, cell] of Object.entries(data[index] ?? [])) {
      // A formula never calculated has no text at all.
      const text = cell ? (dayOfDateCell(XLSX.SSF, cell) ?? XLSX.utils.format_cell(cell) ?? '').trim() : '';
      if (text === '') continue;
      texts.set(Number(column), text);
      width = Math.max(width, Number(column) + 1);
    }
    if (width === 0) continue;
    // Checked before the row is built: one value far to the right would make every cell before it.
    if (index >= BULK_MAX_ROWS) throw bulkLimitError.rows(index);
    if (width > BULK_MAX_CELLS) throw bulkLimitError.cells(index);
    collector.add(
      index,
      Array.from({ length: width }, (_, column) => texts.get(column) ?? ''),
    );
  }
  return collector.rows;
}

type DateFormats = {
  is_date(format: string): boolean;
  parse_date_code(value: number): { y: number; m: number; d: number; H: number; M: number; S: number } | null;
};

/** A cell holding a day (a date format, no time of day) as YYYY-MM-DD, read off its serial number, not its text. */
function dayOfDateCell(formats: DateFormats, cell: { t: string; v?: unknown; z?: unknown }): string | undefined {
  if (cell.t !== 'n' || typeof cell.v !== 'number' || typeof cell.z !== 'string' || !formats.is_date(cell.z)) return undefined;
  const date = formats.parse_date_code(cell.v);
  if (!date || date.H !== 0 || date.M !== 0 || date.S !== 0) return undefined;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.y, 4)}-${pad(date.m)}-${pad(date.d)}`;
}

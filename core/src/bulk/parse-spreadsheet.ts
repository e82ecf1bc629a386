import { BulkInputError } from './bulk-input-error';
import { BULK_MAX_CELLS, BULK_MAX_ROWS, bulkLimitError, checkInputSize, createRowCollector } from './bulk-limits';
import { checkZipSpreadsheet, isZip } from './check-zip-spreadsheet';

/**
 * The cells of a workbook's first sheet (xlsx, xls, ods ...), as the spreadsheet shows them: the
 * formatted text (a date as the sheet shows it, a formula's last result), trimmed; a merged cell's
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
    // Only the first sheet, and only what is shown: no formulas' text, styles or HTML kept.
    workbook = XLSX.read(bytes, { type: 'array', dense: true, sheets: 0, cellFormula: false, cellHTML: false, cellStyles: false });
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
      const text = cell ? (XLSX.utils.format_cell(cell) ?? '').trim() : '';
      if (text === '') continue;
      texts.set(Number(column), text);
      width = Math.max(width, Number(column) + 1);
    }
    if (width === 0) continue;
    // Checked before the row is built: one value far to the right would make every cell before it.
    if (index >= BULK_MAX_ROWS) throw bulkLimitError.rows(index);
    if (width > BULK_MAX_CELLS) throw bulkLimitError.cells(index);
    collector.add(index, Array.from({ length: width }, (_, column) => texts.get(column) ?? ''));
  }
  return collector.rows;
}

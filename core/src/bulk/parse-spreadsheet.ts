import { BulkInputError } from './bulk-input-error';

/**
 * The cells of a workbook's first sheet (xlsx, xls, ods ...), as the spreadsheet shows them. SheetJS
 * is loaded here, on first use: nothing else pays for it until a spreadsheet is opened.
 */
export async function parseSpreadsheet(bytes: Uint8Array): Promise<string[][]> {
  const XLSX = await import('xlsx');
  let workbook: ReturnType<typeof XLSX.read>;
  try {
    workbook = XLSX.read(bytes, { type: 'array', dense: true });
  } catch (error) {
    throw new BulkInputError(`This is not a spreadsheet that can be read: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) throw new BulkInputError('The workbook has no sheet.');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  return rows.map((row) => row.map((cell) => String(cell ?? '').trim()));
}

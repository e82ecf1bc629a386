import { guessColumns } from '@tracker/core/bulk';
import { checkLookupRows, COMPANY_IMPORT_COLUMNS, companyImportInputs, type CompanyImportInput } from '@tracker/core/companies';

type Columns = { domain?: number | undefined; name?: number | undefined };

/**
 * A row that is not looked up, and why: it has no domain or name, its value cannot be a domain (an
 * email address, an IP, a formula ...), or it repeats an earlier row's company (`duplicate`).
 */
export type SkippedRow = { row: number; value: string; reason: string; duplicate?: boolean };

/** The rows to look up, each value as it will be sent (a URL as its domain), and the rows that are not. */
type SheetRows = { inputs: CompanyImportInput[]; skipped: SkippedRow[] };

/** What the import makes of a sheet: the header row and columns guessed or chosen, and the rows read under them. */
type SheetReading = { headerRow: number | undefined; columns: Columns; read: SheetRows };

/** The cells read, the columns chosen (domain and company name, spec section 2) and the rows under them. */
export type ImportSheet = SheetReading & { cells: string[][] };

/** The rows under the columns, checked before any lookup as trackctl checks them (core's checkLookupRows). */
function readRows(cells: string[][], columns: Columns, headerRow: number | undefined): SheetRows {
  const { inputs, skipped } = companyImportInputs(cells, columns, headerRow);
  const checked = checkLookupRows(inputs);
  return {
    inputs: checked.rows,
    skipped: [
      ...skipped.map((row) => ({ row, value: '', reason: 'no domain or name' })),
      ...checked.skipped,
      ...checked.duplicates.map((row) => ({ ...row, duplicate: true })),
    ].sort((a, b) => a.row - b.row),
  };
}

/** The rows under the columns guessed from the header row. */
export function readCompanySheet(cells: string[][]): SheetReading {
  const { headerRow, columns } = guessColumns(cells, COMPANY_IMPORT_COLUMNS);
  return { headerRow, columns, read: readRows(cells, columns, headerRow) };
}

/** The sheet read again under other columns. */
export function withColumns(sheet: ImportSheet, columns: Columns): ImportSheet {
  return { ...sheet, columns, read: readRows(sheet.cells, columns, sheet.headerRow) };
}

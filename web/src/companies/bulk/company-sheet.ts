import { guessColumns } from '@tracker/core/bulk';
import { COMPANY_IMPORT_COLUMNS, companyImportInputs, type CompanyImportInput } from '@tracker/core/companies';

type Columns = { domain?: number | undefined; name?: number | undefined };

/** What the import makes of a sheet: the header row and columns guessed or chosen, and the rows read under them. */
type SheetReading = { headerRow: number | undefined; columns: Columns; read: { inputs: CompanyImportInput[]; skipped: number[] } };

/** The cells read, the columns chosen (domain and company name, spec section 2) and the rows under them. */
export type ImportSheet = SheetReading & { cells: string[][] };

/** The rows under the columns guessed from the header row. */
export function readCompanySheet(cells: string[][]): SheetReading {
  const { headerRow, columns } = guessColumns(cells, COMPANY_IMPORT_COLUMNS);
  return { headerRow, columns, read: companyImportInputs(cells, columns, headerRow) };
}

/** The sheet read again under other columns. */
export function withColumns(sheet: ImportSheet, columns: Columns): ImportSheet {
  return { ...sheet, columns, read: companyImportInputs(sheet.cells, columns, sheet.headerRow) };
}

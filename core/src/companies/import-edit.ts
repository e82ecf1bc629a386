import { companyImportLookupRows, type CompanyImportRow } from './import-plan';

/** A person's correction of one sheet row's lookup value (its domain, else its name), by its row number. */
export type CompanyImportEdit = { row: number; value: string };

/**
 * The rows after a correction made in the preview. The row goes back to the lookup's initial state
 * with the new value, its lookup and error forgotten, so the next lookup (which works only on rows
 * not done) looks up that row alone; its name stays as read. A row the sheet skipped for want of a
 * value joins at the end, so no other row's index, and nothing keyed by it, moves.
 */
export function editCompanyImportRows(rows: readonly CompanyImportRow[], edit: CompanyImportEdit): CompanyImportRow[] {
  const value = edit.value.trim();
  const position = rows.findIndex((row) => row.input.row === edit.row);
  const before = rows[position];
  if (!before)
    return [...rows, { index: rows.length, input: { row: edit.row, value, name: null }, state: companyImportLookupRows.initial }];
  return rows.with(position, { index: before.index, input: { ...before.input, value }, state: companyImportLookupRows.initial });
}

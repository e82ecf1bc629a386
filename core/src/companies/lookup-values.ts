import { columnValues, guessColumns } from '../bulk/bulk-columns';
import { COMPANY_LOOKUP_COLUMNS } from './lookup-plan';

/**
 * The domains, names or ids to look up in pasted text or a file's cells. Under a header naming
 * them (Domain, Website, Company id ...) that column is read; otherwise every cell is a value, and
 * a cell is split again on commas, semicolons and tabs, so a list may mix them. Blanks and repeats
 * (in any case) are dropped.
 */
export function lookupValues(cells: readonly (readonly string[])[]): string[] {
  const { headerRow, columns } = guessColumns(cells, COMPANY_LOOKUP_COLUMNS);
  const values =
    headerRow === undefined || columns.value === undefined
      ? cells.flat().flatMap((cell) => cell.split(/[,;\t]/))
      : columnValues(cells, columns.value, headerRow).map(({ value }) => value);
  const seen = new Set<string>();
  return values.flatMap((raw) => {
    const value = raw.trim();
    if (!value || seen.has(value.toLowerCase())) return [];
    seen.add(value.toLowerCase());
    return [value];
  });
}

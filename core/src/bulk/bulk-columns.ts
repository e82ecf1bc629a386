import { BulkInputError } from './bulk-input-error';

/** For each field a plan reads, the header names that mean it, e.g. `{ domain: ['domain', 'website', 'url'] }`. */
export type ColumnAliases<F extends string> = { readonly [K in F]: readonly string[] };

/** Where each field was found, and whether the first non-blank row is a header rather than data. */
export type ColumnGuess<F extends string> = { headerRow: number | undefined; columns: { [K in F]?: number } };

/** One non-blank value of a column and the row (from 1) it was read from. */
export type ColumnValue = { row: number; value: string };

/** `Domain Name`, `domain_name` and `domain-name` all read `domain name`. */
const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

/** A cell that holds a value (a domain, an address, an id) rather than a column's name. */
const isValue = (cell: string) => /[.@]/.test(cell) || /^\d+$/.test(cell);

/**
 * Guesses the columns from the header. The first non-blank row is a header when one of its cells
 * names a field; a cell that is exactly an alias wins over one that has it among its words
 * (`Company domain`). Without a header, the first field reads the first column.
 */
export function guessColumns<F extends string>(cells: readonly (readonly string[])[], aliases: ColumnAliases<F>): ColumnGuess<F> {
  const fields = Object.keys(aliases) as F[];
  const headerRow = cells.findIndex((row) => row.some((cell) => cell !== ''));
  const header = (cells[headerRow] ?? []).map((cell) => (isValue(cell) ? '' : words(cell)));
  const find = (field: F, matches: (cell: string, alias: string) => boolean) =>
    aliases[field].map(words).flatMap((alias) => {
      const index = header.findIndex((cell) => cell !== '' && matches(cell, alias));
      return index === -1 ? [] : [index];
    })[0];
  const columns: { [K in F]?: number } = {};
  for (const field of fields) {
    const index = find(field, (cell, alias) => cell === alias) ?? find(field, (cell, alias) => ` ${cell} `.includes(` ${alias} `));
    if (index !== undefined) columns[field] = index;
  }
  if (Object.keys(columns).length > 0) return { headerRow, columns };
  const first = fields[0];
  return { headerRow: undefined, columns: first === undefined ? {} : ({ [first]: 0 } as { [K in F]?: number }) };
}

/** Where a column was found: its index, and the header row above its values, if there is one. */
export type ColumnChoice = { column: number; headerRow: number | undefined };

/** `C` to 2, `AA` to 26: the index of a column named by its letters, as a spreadsheet names it. */
function letterIndex(choice: string): number | undefined {
  if (!/^[a-z]{1,3}$/i.test(choice)) return undefined;
  return [...choice.toUpperCase()].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/**
 * The column a person named: its name in the first non-blank row, spelt loosely, which makes that
 * row the header; else a number from 1 or letters (`C`, `AA`) within the input's width, which keep
 * the guessed header row, if any. Refused with what there is when nothing matches.
 */
export function findColumn(cells: readonly (readonly string[])[], choice: string, guessedHeaderRow: number | undefined): ColumnChoice {
  const width = cells.reduce((widest, row) => Math.max(widest, row.length), 0);
  const wanted = choice.trim();
  if (/^\d+$/.test(wanted)) {
    const number = Number(wanted);
    if (number >= 1 && number <= width) return { column: number - 1, headerRow: guessedHeaderRow };
    throw new BulkInputError(`There is no column ${wanted}: the input has ${width === 1 ? '1 column' : `${width} columns`}.`);
  }
  const headerRow = cells.findIndex((row) => row.some((cell) => cell !== ''));
  const header = cells[headerRow] ?? [];
  const column = header.findIndex((cell) => cell !== '' && words(cell) === words(choice));
  if (column !== -1) return { column, headerRow };
  const lettered = letterIndex(wanted);
  if (lettered !== undefined && lettered < width) return { column: lettered, headerRow: guessedHeaderRow };
  const named = header.filter((cell) => cell !== '');
  throw new BulkInputError(
    named.length > 0
      ? `There is no column "${wanted}": the first row reads ${named.map((cell) => `"${cell}"`).join(', ')}.`
      : `There is no column "${wanted}": the input is empty.`,
  );
}

/** The non-blank values of a column below the header, with their row numbers. */
export function columnValues(cells: readonly (readonly string[])[], column: number, headerRow: number | undefined): ColumnValue[] {
  return cells.flatMap((row, index) => {
    const value = row[column]?.trim() ?? '';
    return (headerRow !== undefined && index <= headerRow) || value === '' ? [] : [{ row: index + 1, value }];
  });
}

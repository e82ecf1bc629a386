import type { ColumnGuess } from '@tracker/core';
import type { Core } from '../api/load-core';
import type { Context } from '../context/create-context';
import { UsageError } from '../errors/cli-error';

/** For each field an import reads, its `--*-column` flag and what the person gave it. */
export type ColumnFlags<F extends string> = { readonly [K in F]: { flag: string; choice: string | undefined } };

export type ChosenColumns<F extends string> = { columns: { [K in F]?: number }; headerRow: number | undefined };

/**
 * The columns of an import: those the flags name (a header, a number from 1, or letters as a
 * spreadsheet names them), the rest as guessed from the header row, which stderr is told, with a
 * word on each field no column was found for. A name there is not is a usage error naming its flag.
 */
export function chooseColumns<F extends string>(
  context: Context,
  core: Core,
  cells: readonly (readonly string[])[],
  guess: ColumnGuess<F>,
  flags: ColumnFlags<F>,
): ChosenColumns<F> {
  const columns: { [K in F]?: number } = { ...guess.columns };
  let headerRow = guess.headerRow;
  const fields = Object.keys(flags) as F[];
  for (const field of fields) {
    const { flag, choice } = flags[field];
    if (choice === undefined) continue;
    try {
      const found = core.findColumn(cells, choice, headerRow);
      columns[field] = found.column;
      headerRow = found.headerRow;
    } catch (error) {
      if (error instanceof core.BulkInputError) throw new UsageError(`${flag}: ${error.message}`);
      throw error;
    }
  }
  const guessed = fields.filter((field) => flags[field].choice === undefined);
  const found = guessed.flatMap((field) => {
    const column = columns[field];
    if (column === undefined) return [];
    const header = headerRow === undefined ? '' : cells[headerRow]?.[column];
    return [`${field} from column ${core.columnLetters(column)}${header ? ` ("${header}")` : ''}`];
  });
  const missing = guessed
    .filter((field) => columns[field] === undefined)
    .map((field) => `found no ${field} column (${flags[field].flag} names one)`);
  const said = [
    ...(found.length > 0 ? [`guessed ${found.join(', ')}${headerRow === undefined ? ' (no header row)' : ''}`] : []),
    ...missing,
  ].join('; ');
  if (said) context.ui.renderInfo(`${said[0]!.toUpperCase()}${said.slice(1)}.`);
  return { columns, headerRow };
}

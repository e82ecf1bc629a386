import { readFile } from 'node:fs/promises';
import type { ColumnAliases, ColumnValue } from '@tracker/core';
import { loadCore } from '../api/load-core';
import type { Context } from '../context/create-context';
import { UsageError } from '../errors/cli-error';
import { readStdinBytes } from '../io/read-stdin';

export type ReadColumnOptions<F extends string> = {
  /** A file path, or `-` for stdin. */
  source: string;
  aliases: ColumnAliases<F>;
  /** The field whose column is read when `--column` does not name one. */
  field: F;
  /** `--column`: a header or a number from 1. */
  column?: string | undefined;
};

/**
 * The values of one column of a CSV, text or spreadsheet file (or of stdin): the column `--column`
 * names, else the one the header suggests, else the first. Unreadable input is a usage error.
 */
export async function readColumn<F extends string>(context: Context, options: ReadColumnOptions<F>): Promise<ColumnValue[]> {
  const core = await loadCore();
  const fromStdin = options.source === '-';
  const bytes = fromStdin ? await readStdinBytes(context.io.stdin) : await readSource(options.source);
  const where = fromStdin ? 'stdin' : options.source;
  try {
    const cells = await core.parseBulkInput(bytes, fromStdin ? {} : { name: options.source });
    const guess = core.guessColumns(cells, options.aliases);
    const { column, headerRow } = options.column
      ? core.findColumn(cells, options.column, guess.headerRow)
      : { column: guess.columns[options.field] ?? 0, headerRow: guess.headerRow };
    const values = core.columnValues(cells, column, headerRow);
    if (values.length === 0) {
      throw new UsageError(`No values in ${where}${options.column ? ` (column ${options.column})` : ''}.`, 'Choose the column with --column, by its header or its number.');
    }
    return values;
  } catch (error) {
    if (error instanceof core.BulkInputError) throw new UsageError(`${where}: ${error.message}`);
    throw error;
  }
}

export async function readSource(source: string): Promise<Uint8Array> {
  try {
    return await readFile(source);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
    throw new UsageError(`Cannot read ${source}: ${why}.`, 'Give a CSV, text or spreadsheet file, or - to read stdin.');
  }
}

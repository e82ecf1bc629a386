import { open } from 'node:fs/promises';
import type { ColumnAliases, ColumnValue } from '@tracker/core';
import { loadCore } from '../api/load-core';
import type { Context } from '../context/create-context';
import { UsageError } from '../errors/cli-error';

export type ReadColumnOptions<F extends string> = {
  /** A file path, or `-` for stdin. */
  source: string;
  aliases: ColumnAliases<F>;
  /** The field whose column is read when `--column` does not name one. */
  field: F;
  /** `--column`: a header, a number from 1 or letters. */
  column?: string | undefined;
};

/**
 * The values of one column of a CSV, text or spreadsheet file (or of stdin): the column `--column`
 * names, else the one the header suggests, else the first. Unreadable input is a usage error.
 */
export async function readColumn<F extends string>(context: Context, options: ReadColumnOptions<F>): Promise<ColumnValue[]> {
  const core = await loadCore();
  const cells = await readCells(context, options.source);
  const where = options.source === '-' ? 'stdin' : options.source;
  try {
    const guess = core.guessColumns(cells, options.aliases);
    const { column, headerRow } = options.column
      ? core.findColumn(cells, options.column, guess.headerRow)
      : { column: guess.columns[options.field] ?? 0, headerRow: guess.headerRow };
    const values = core.columnValues(cells, column, headerRow);
    if (values.length === 0) {
      throw new UsageError(
        `No values in ${where}${options.column ? ` (column ${options.column})` : ''}.`,
        'Choose the column with --column, by its header or its number.',
      );
    }
    return values;
  } catch (error) {
    if (error instanceof core.BulkInputError) throw new UsageError(`${where}: ${error.message}`);
    throw error;
  }
}

/**
 * The cells of a CSV, text or spreadsheet file, or of stdin with `-`, read through core's parsers.
 * Input they cannot read, or past core's limits (`bulk-limits.ts`), is a usage error naming the
 * source; a file too large is refused before it is read, stdin once it has passed the limit.
 */
export async function readCells(context: Context, source: string): Promise<string[][]> {
  const core = await loadCore();
  const where = source === '-' ? 'stdin' : source;
  try {
    const limit = core.BULK_MAX_INPUT_BYTES;
    const tooLarge = core.bulkLimitError.inputBytes;
    const bytes = source === '-' ? await readBounded(context.io.stdin, limit, tooLarge) : await readSource(source, limit, tooLarge);
    return await core.parseBulkInput(bytes, source === '-' ? {} : { name: source });
  } catch (error) {
    if (error instanceof core.BulkInputError) throw new UsageError(`${where}: ${error.message}`);
    throw error;
  }
}

/** A file's bytes, its size checked before it is read (a pipe or a device, which has none, is read up to the limit). */
async function readSource(source: string, limit: number, tooLarge: (bytes?: number) => Error): Promise<Uint8Array> {
  const file = await open(source, 'r').catch((error: unknown) => {
    throw unreadable(source, error);
  });
  try {
    const stat = await file.stat();
    if (!stat.isFile()) return await readBounded(file.createReadStream({ autoClose: false }), limit, tooLarge);
    if (stat.size > limit) throw tooLarge(stat.size);
    return await file.readFile();
  } catch (error) {
    throw (error as NodeJS.ErrnoException).code ? unreadable(source, error) : error;
  } finally {
    await file.close();
  }
}

function unreadable(source: string, error: unknown): UsageError {
  const code = (error as NodeJS.ErrnoException).code;
  const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
  return new UsageError(`Cannot read ${source}: ${why}.`, 'Give a CSV, text or spreadsheet file, or - to read stdin.');
}

/** A stream to its end, or until it passes `limit` bytes: then it is read no further (`cat /dev/zero |` ends too). */
async function readBounded(stream: NodeJS.ReadableStream, limit: number, tooLarge: () => Error): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

import type { Core } from '../api/load-core';
import type { Context } from '../context/create-context';
import { UsageError } from '../errors/cli-error';
import { writeFileAtomically } from '../io/write-file-atomically';
import { readCells } from './read-column';

/** A report's lines as an earlier run wrote them, by column name. */
export type ReportLine = Record<string, string>;

/**
 * The lines of a report an earlier run wrote with `--report`, for `--resume`. Refused as a usage
 * error when it cannot be read or lacks one of `columns` (it is not this command's report).
 */
export async function readReport(context: Context, file: string, columns: readonly string[], what: string): Promise<ReportLine[]> {
  let cells: string[][];
  try {
    cells = await readCells(context, file);
  } catch (error) {
    if (error instanceof UsageError)
      throw new UsageError(`--resume: ${error.message}`, 'Give the report an earlier run wrote with --report.');
    throw error;
  }
  const [header = [], ...lines] = cells;
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new UsageError(`--resume: ${file} is not a ${what} report: it has no ${missing.join(', ')} column.`);
  return lines.map((line) => Object.fromEntries(header.map((name, i) => [name, line[i] ?? ''])));
}

/** Writes every line as CSV with a header, through a temporary file: an interrupted write leaves no half report. */
export async function writeReport<F extends string>(
  core: Core,
  file: string | undefined,
  fields: readonly F[],
  lines: readonly Record<F, unknown>[],
): Promise<void> {
  if (!file) return;
  await writeFileAtomically(file, async (out) => {
    out.write(core.csvRow(fields));
    for (const line of lines) out.write(core.csvRow(fields.map((field) => line[field])));
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  });
}

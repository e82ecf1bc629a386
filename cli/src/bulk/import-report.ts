import { closeSync, openSync, writeSync } from 'node:fs';
import type { Core } from '../api/load-core';
import type { Context } from '../context/create-context';
import { CliError, UsageError } from '../errors/cli-error';
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

/** The report of a run in progress: each row's line is added as the row settles. */
export type LiveReport<F extends string> = {
  add(line: Record<F, unknown>): void;
  close(): void;
};

/**
 * Opens `--report` before the first row is sent and writes its header and `lines` (rows done
 * before, rows skipped), then each line as its row settles, straight to the file: whatever ends
 * the process (kill -9, a second Ctrl+C), the report holds every row that settled, and `--resume`
 * skips the done ones. A row may appear twice (looked up, then created): its later line says where
 * it ended. The finished run replaces it with the whole report, in row order (`writeReport`).
 */
export function openLiveReport<F extends string>(
  core: Core,
  file: string | undefined,
  fields: readonly F[],
  lines: readonly Record<F, unknown>[],
): LiveReport<F> {
  if (!file) return { add: () => undefined, close: () => undefined };
  let fd: number;
  try {
    fd = openSync(file, 'w');
  } catch (error) {
    throw new CliError(`Could not write the report ${file}: ${(error as Error).message.replace(/^[A-Z]+: /, '')}`, { cause: error });
  }
  const add = (line: Record<F, unknown>) => writeSync(fd, core.csvRow(fields.map((field) => line[field])));
  writeSync(fd, core.csvRow(fields));
  for (const line of lines) add(line);
  return {
    add,
    close: () => closeSync(fd),
  };
}

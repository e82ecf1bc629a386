import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Command } from 'commander';
import type { Context } from '../../context/create-context';
import { CliError, UsageError } from '../../errors/cli-error';
import { EXIT, type ExitCode } from '../../errors/exit-codes';
import { createCsvRecordCounter } from '../../io/csv-record-counter';
import { writeFileAtomically } from '../../io/write-file-atomically';
import { formatCount, plural } from '../../ui/count';
import { companyFilterQuery, type CompanyFilterQuery } from './company-filters';

type ExportCompaniesFlags = { output?: string; dryRun?: boolean; bom?: boolean; force?: boolean };

/** Excel reads a CSV as UTF-8 only when it starts with this mark. */
const BOM = '\uFEFF';

/**
 * Streams the server's CSV of the filtered companies to stdout or, through a temporary file, to
 * `--output` (a directory gets a dated file inside); rows written so far on stderr. When the server
 * cut the export at its limit, it says so and exits 3: the file holds only part of what matched.
 */
export async function exportCompanies(context: Context, command: Command): Promise<ExitCode | void> {
  const flags = command.opts<ExportCompaniesFlags>();
  if (context.settings.json && !flags.dryRun) {
    throw new UsageError(
      'companies export writes CSV, not JSON; --json goes only with --dry-run.',
      'Run: trackctl companies export --dry-run --json',
    );
  }
  const query = companyFilterQuery(command.opts());
  const file =
    flags.output === '-' || flags.output === undefined ? undefined : await outputFile(context, flags.output, flags.force ?? false);
  if (flags.dryRun) return dryRun(context, query, file);

  const api = context.api();
  const { COMPANY_EXPORT_LIMIT_MESSAGE } = await import('@tracker/core/companies');
  let limited = false;
  const counter = createCsvRecordCounter();
  // The first record is the header.
  const rows = () => Math.max(counter.records - 1, 0);
  // Rows scrolling past on the same terminal say more than a counter redrawn between them.
  const progress = file || !context.io.stdout.isTTY ? context.ui.startProgress((n) => `Exported ${formatCount(n)} rows…`) : undefined;

  const download = async (out: NodeJS.WritableStream, end: boolean) => {
    const response = await api.raw('exportCompanies', { query });
    if (response.headers.get('x-export-limited') === 'true') {
      limited = true;
      warnLimited(context, COMPANY_EXPORT_LIMIT_MESSAGE, Number(response.headers.get('x-total-count')));
    }
    const body = response.body ? Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) : Readable.from([]);
    if (flags.bom) out.write(BOM);
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        counter.add(chunk);
        progress?.update(rows());
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, count, out, { end });
    } catch (error) {
      throw new CliError(`The export stopped after ${plural(rows(), 'row', 'rows')}: ${reason(error)}`, {
        nextStep: file ? `Nothing was written to ${file}. Try again.` : 'Try again.',
        cause: error,
      });
    }
  };

  try {
    if (file) await writeFileAtomically(file, (out) => download(out, true), { replace: flags.force ?? false });
    // stdout stays open: it belongs to the process, not to this export.
    else await download(context.io.stdout, false);
  } finally {
    progress?.stop();
  }
  const exported = `Exported ${plural(rows(), 'company', 'companies')}`;
  const where = file ? ` to ${file}` : '';
  if (limited) {
    context.ui.renderInfo(`${exported}${where}: only part of what matched (exit 3).`);
    return EXIT.partlyDone;
  }
  context.ui.renderSuccess(`${exported}${where}.`);
}

/**
 * The file `--output` names, which must not exist unless `--force`; a directory (an existing one,
 * or a path ending in /) gets `companies-YYYY-MM-DD.csv` inside, dated in the local time zone, or
 * `companies-YYYY-MM-DD-1.csv` and on when that day's name is taken.
 */
async function outputFile(context: Context, output: string, force: boolean): Promise<string> {
  const isDirectory =
    /[\\/]$/.test(output) ||
    (await stat(output).then(
      (s) => s.isDirectory(),
      () => false,
    ));
  if (!isDirectory) {
    if (!force && (await exists(output))) {
      throw new UsageError(
        `${output} exists: an export never replaces a file unasked.`,
        'Add --force to replace it, or name another file.',
      );
    }
    return output;
  }
  const { dayOf, localZone } = await import('@tracker/core/dates');
  const day = dayOf(context.clock.now(), localZone());
  for (let n = 0; ; n++) {
    const file = path.join(output, `companies-${day}${n === 0 ? '' : `-${n}`}.csv`);
    if (!(await exists(file))) return file;
  }
}

function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** How many companies the export would hold, read from the list's total without downloading anything. */
async function dryRun(context: Context, query: CompanyFilterQuery, file: string | undefined): Promise<ExitCode | void> {
  const { COMPANY_EXPORT_LIMIT, COMPANY_EXPORT_LIMIT_MESSAGE } = await import('@tracker/core/companies');
  const { meta } = await context.api().request('listCompanies', { query: { ...query, page: '1', size: '1' } });
  const rows = Math.min(meta.total, COMPANY_EXPORT_LIMIT);
  const limited = meta.total > COMPANY_EXPORT_LIMIT;
  if (context.settings.json) {
    context.ui.renderJson({ dryRun: true, matched: meta.total, rows, limited });
  } else {
    const target = file ? ` to ${file}` : '';
    context.ui.renderLine(`Would export ${plural(rows, 'company', 'companies')}${target} (dry run: nothing written).`);
  }
  if (limited) {
    warnLimited(context, COMPANY_EXPORT_LIMIT_MESSAGE, meta.total);
    return EXIT.partlyDone;
  }
}

function warnLimited(context: Context, message: string, matched: number): void {
  const count = Number.isFinite(matched) && matched > 0 ? `${formatCount(matched)} matched` : 'more matched';
  context.ui.renderWarning(`${message} (${count}).`, 'Narrow the filters to export the rest, e.g. with --company-type or --tags.');
}

/** The network's own words for a broken download (`other side closed`), rather than fetch's `terminated`. */
function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return cause ?? (error instanceof Error ? error.message : String(error));
}

import type { JourneyImportField, JourneyImportInput, JourneyImportRow } from '@tracker/core';
import type { Command } from 'commander';
import { loadCore, type Core } from '../../api/load-core';
import { chooseColumns } from '../../bulk/choose-columns';
import { openLiveReport, readReport, writeReport } from '../../bulk/import-report';
import { readCells } from '../../bulk/read-column';
import { renderImportRows } from '../../bulk/render-import-rows';
import { rowsApi } from '../../bulk/rows-api';
import { runWithProgress } from '../../bulk/run-with-progress';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { EXIT, type ExitCode } from '../../errors/exit-codes';
import { plural } from '../../ui/count';
import type { Column } from '../../ui/ui';
import { listOldJourneys, oldJourneyCount } from './archive-old-journeys';

type ImportFlags = {
  dryRun?: boolean;
  yes?: boolean;
  report?: string;
  resume?: string;
  archiveOld?: boolean;
  companyColumn?: string;
  typeColumn?: string;
  startColumn?: string;
  endColumn?: string;
  dateFormat?: 'dmy' | 'mdy';
};

/** One row of the input and what became of it: the report's line. */
type ReportRow = {
  row: number;
  company_id: string;
  journey_type: string;
  start_date: string;
  end_date: string;
  state: 'added' | 'already_there' | 'would_add' | 'not_added' | 'skipped' | 'done_before';
  journey_id: string;
  error: string;
};

const REPORT_FIELDS = ['row', 'company_id', 'journey_type', 'start_date', 'end_date', 'state', 'journey_id', 'error'] as const;
const DONE_STATES = new Set(['added', 'already_there', 'done_before']);
/** Rows that went, or would go, as planned: a terminal lists only the others. */
const PLANNED_STATES = new Set([...DONE_STATES, 'would_add']);
/** What the report says of a row Ctrl+C (or SIGTERM ...) stopped before its request was sent. */
const stoppedNote = (context: Context) => `stopped before it ran (${stoppedBy(context)})`;
const stoppedBy = (context: Context) => context.io.stoppedBy?.() ?? 'Ctrl+C';

const reportColumns: readonly Column<ReportRow>[] = [
  { header: 'row', value: (r) => r.row, align: 'right' },
  { header: 'company', value: (r) => r.company_id, align: 'right' },
  { header: 'type', value: (r) => r.journey_type },
  { header: 'start', value: (r) => r.start_date },
  { header: 'end', value: (r) => r.end_date },
  { header: 'state', value: (r) => r.state.replace(/_/g, ' ') + (r.error ? `: ${r.error}` : '') },
];

/** The rows a report says are done, by row number and journey, for --resume. */
async function doneRows(context: Context, file: string): Promise<Set<string>> {
  const lines = await readReport(context, file, ['row', 'state'], 'journeys import');
  return new Set(
    lines.flatMap((l) => (DONE_STATES.has(l.state ?? '') ? [rowKey(l.row, l.company_id, l.journey_type, l.start_date, l.end_date)] : [])),
  );
}

const rowKey = (...parts: unknown[]) => parts.join('\u0000');
const inputKey = ({ row, journey: j }: JourneyImportInput) => rowKey(row, j.company_id, j.journey_type, j.start_date, j.end_date);

/**
 * Creates the journeys of a file (company_id, journey_type, start_date, end_date per row) with POST
 * /v3/admin/journeys on core's bulk runner, archiving old journeys first unless --no-archive-old.
 * The server refuses a journey it has, so a re-run creates nothing twice; --dry-run counts the old
 * journeys it would archive. Ctrl+C stops starting rows and lets those in flight finish, and the
 * report says where each row stands. Exit 0 when every row is done (a resumed run with nothing
 * left to do included), 3 when some are not, 1 when none could be (no usable row, no server), 130
 * when stopped by Ctrl+C.
 */
export async function importJourneys(context: Context, command: Command): Promise<ExitCode | void> {
  const [source = ''] = command.args.map(String);
  const flags = command.opts<ImportFlags>();
  const canPrompt = context.interactive && source !== '-';
  if (!flags.dryRun && !flags.yes && !canPrompt) {
    throw new UsageError('Importing creates journeys: pass --yes to go ahead without a prompt.', 'See the plan first with --dry-run.');
  }
  const core = await loadCore();
  const cells = await readCells(context, source);
  const { columns, headerRow } = chooseColumns<JourneyImportField>(context, core, cells, core.guessJourneyImportColumns(cells), {
    company_id: { flag: '--company-column', choice: flags.companyColumn },
    journey_type: { flag: '--type-column', choice: flags.typeColumn },
    start_date: { flag: '--start-column', choice: flags.startColumn },
    end_date: { flag: '--end-column', choice: flags.endColumn },
  });
  const { inputs, skipped } = core.journeyImportInputs(cells, columns, headerRow, flags.dateFormat);
  const ambiguous = skipped.find((s) => s.ambiguousDate);
  if (ambiguous) {
    // Checked before anything is sent: a day and month read the wrong way round would start journeys on the wrong days.
    throw new UsageError(
      `Row ${ambiguous.row}: ${ambiguous.reason.replace(/: say whether.*$/, '')}, and the file's other dates do not say which.`,
      'Say which with --date-format dmy (day/month/year) or --date-format mdy (month/day/year).',
    );
  }
  const done = flags.resume ? await doneRows(context, flags.resume) : new Set<string>();
  const todo = inputs.filter((input) => !done.has(inputKey(input)));

  const report = new Map<number, ReportRow>();
  const line = (input: JourneyImportInput, state: ReportRow['state'], extra: Partial<ReportRow> = {}): ReportRow => ({
    row: input.row,
    company_id: String(input.journey.company_id),
    journey_type: input.journey.journey_type,
    start_date: input.journey.start_date,
    end_date: input.journey.end_date,
    state,
    journey_id: '',
    error: '',
    ...extra,
  });
  for (const s of skipped)
    report.set(s.row, {
      row: s.row,
      company_id: '',
      journey_type: '',
      start_date: '',
      end_date: '',
      state: 'skipped',
      journey_id: '',
      error: s.reason,
    });
  for (const input of inputs) report.set(input.row, line(input, done.has(inputKey(input)) ? 'done_before' : 'would_add'));
  const rows = () => [...report.values()].sort((a, b) => a.row - b.row);
  const archiveOld = flags.archiveOld !== false;

  if (flags.dryRun) {
    // Counted as archive-old --dry-run counts them; the total is all the plan needs of the listing.
    const old = archiveOld ? (await listOldJourneys(context.api(), 1)).meta : undefined;
    await emit(context, rows(), { dryRun: true, ...(old ? { wouldArchive: old.total, capped: old.capped ?? false } : {}) });
    context.ui.renderInfo(
      `Would ${old ? `archive ${oldJourneyCount(old, 'old journey', 'old journeys')}, then ` : ''}create ${plural(todo.length, 'journey', 'journeys')}` +
        `${skipped.length > 0 ? `; ${plural(skipped.length, 'row', 'rows')} skipped` : ''}${done.size > 0 ? `; ${plural(inputs.length - todo.length, 'row', 'rows')} done before` : ''} (dry run: nothing changed).`,
    );
    await writeReport(core, flags.report, REPORT_FIELDS, rows());
    return;
  }
  if (inputs.length === 0) {
    await emit(context, rows(), { dryRun: false });
    await writeReport(core, flags.report, REPORT_FIELDS, rows());
    context.ui.renderError(
      `No row of ${source === '-' ? 'stdin' : source} can be imported: each needs company_id, journey_type, start_date and end_date.`,
    );
    return EXIT.failed;
  }
  // The earlier run did every row: nothing is archived first, or asked, as nothing follows.
  if (todo.length === 0)
    return finish(context, core, flags, rows(), { did: 'Nothing left to create after the earlier run', cancelled: false });
  if (!flags.yes) {
    const { promptFields } = await import('../../ui/prompt');
    const { answer } = await promptFields(context.io, [
      { name: 'answer', label: `Create ${plural(todo.length, 'journey', 'journeys')}? (y/N)` },
    ]);
    if (!/^y(es)?$/i.test(answer.trim())) {
      context.ui.renderInfo('Cancelled: nothing was created.');
      return;
    }
  }

  // Before any row: Ctrl+C here cancels the request, and nothing has been created.
  if (archiveOld) {
    const archived = await context.api().request('archiveOldJourneys');
    context.ui.renderInfo(`Archived ${plural(archived.meta.archived, 'old journey', 'old journeys')} first.`);
  }
  const api = rowsApi(context);
  const plan = core.journeyImportPlan((body) => api.request('adminCreateJourneys', { body }));
  const settledLine = (row: JourneyImportRow) =>
    line(row.input, stateOf(row), {
      journey_id: row.result?.journeyId ?? '',
      error: row.error ?? (row.state === 'pending' ? stoppedNote(context) : ''),
    });
  // Each row's line reaches the report as it settles: even a kill leaves one --resume can use.
  const live = openLiveReport(
    core,
    flags.report,
    REPORT_FIELDS,
    rows().filter((r) => r.state !== 'would_add'),
  );
  let result;
  try {
    result = await runWithProgress(context, plan, core.createRows(core.journeyImportRows, todo), {
      doing: 'Creating journeys',
      ...(context.io.signal ? { signal: context.io.signal } : {}),
      letWorkFinish: true,
      onSettle: (row) => live.add(settledLine(row as JourneyImportRow)),
    });
  } finally {
    live.close();
  }
  for (const row of result.rows as readonly JourneyImportRow[]) report.set(row.input.row, settledLine(row));
  const created = [...report.values()].filter((r) => r.state === 'added').length;
  return finish(context, core, flags, rows(), { did: `Created ${plural(created, 'journey', 'journeys')}`, cancelled: result.cancelled });
}

/**
 * Prints the rows and writes the report, then says how the run ended: exit 0 when every row is
 * done, 3 when some are not, 1 when none is, 130 when stopped by Ctrl+C.
 */
async function finish(
  context: Context,
  core: Core,
  flags: ImportFlags,
  all: ReportRow[],
  run: { did: string; cancelled: boolean },
): Promise<ExitCode | undefined> {
  await emit(context, all, { dryRun: false });
  await writeReport(core, flags.report, REPORT_FIELDS, all);
  const finished = all.filter((r) => DONE_STATES.has(r.state)).length;
  if (finished === all.length && !run.cancelled) {
    context.ui.renderSuccess(`${run.did}; every row is done.`);
    return undefined;
  }
  const left = all.length - finished;
  context.ui.renderWarning(
    `${run.cancelled ? `Stopped by ${stoppedBy(context)}. ` : ''}${run.did}; ${plural(left, 'row is', 'rows are')} not done.`,
    flags.report
      ? `${run.cancelled ? 'Run' : 'Fix them and run'} again with --resume ${flags.report}: nothing is created twice.`
      : "Run again with --report <file> to keep each row's state; nothing is created twice.",
  );
  if (run.cancelled) return EXIT.interrupted;
  return finished === 0 ? EXIT.failed : EXIT.partlyDone;
}

function stateOf(row: JourneyImportRow): ReportRow['state'] {
  if (row.state === 'added') return row.result?.existed ? 'already_there' : 'added';
  return 'not_added';
}

/** The rows as a table, or as JSON after what the run says of itself (a dry run's count of old journeys to archive). */
async function emit(context: Context, rows: ReportRow[], about: { dryRun: boolean; wouldArchive?: number; capped?: boolean }) {
  if (context.settings.json) context.ui.renderJson({ ...about, rows });
  else await renderImportRows(context, rows, reportColumns, (row) => !PLANNED_STATES.has(row.state));
}

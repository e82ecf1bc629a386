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
import { checkAgainstServer, journeyKey } from './server-check';

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
const stoppedNote = (why: string) => `stopped before it ran (${why})`;
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
  const rows = () => [...report.values()].sort((a, b) => a.row - b.row);
  if (inputs.length === 0) {
    await emit(context, rows(), { dryRun: !!flags.dryRun });
    await writeReport(core, flags.report, REPORT_FIELDS, rows());
    context.ui.renderError(
      `No row of ${source === '-' ? 'stdin' : source} can be imported: each needs company_id, journey_type, start_date and end_date.`,
    );
    return EXIT.failed;
  }
  // What a run would really do, asked of the server before anything is written: a row whose company
  // it does not know would fail, and one whose journey it has on the same days would add nothing.
  const check = await checkAgainstServer(context.api(), todo);
  const toCreate: JourneyImportInput[] = [];
  for (const input of inputs) {
    if (done.has(inputKey(input))) report.set(input.row, line(input, 'done_before'));
    else if (check.unknownCompanies.has(String(input.journey.company_id))) {
      report.set(input.row, line(input, 'not_added', { error: `the server has no company ${input.journey.company_id}` }));
    } else if (check.existing.has(journeyKey(input.journey))) report.set(input.row, line(input, 'already_there'));
    else {
      report.set(input.row, line(input, 'would_add'));
      toCreate.push(input);
    }
  }
  const archiveOld = flags.archiveOld !== false;
  // Counted as archive-old --dry-run counts them; the total is all the plan needs of the listing.
  const old = archiveOld && toCreate.length > 0 ? (await listOldJourneys(context.api(), 1)).meta : undefined;
  const plan = `${old ? `archive ${oldJourneyCount(old, 'old journey', 'old journeys')}, then ` : ''}create ${plural(toCreate.length, 'journey', 'journeys')}`;
  const notes = planNotes(rows(), skipped.length);

  if (flags.dryRun) {
    await emit(context, rows(), { dryRun: true, ...(old ? { wouldArchive: old.total, capped: old.capped ?? false } : {}) });
    context.ui.renderInfo(`Would ${plan}${notes} (dry run: nothing changed).`);
    await writeReport(core, flags.report, REPORT_FIELDS, rows());
    return;
  }
  // Nothing to create (the earlier run, or the server, has every row): nothing is archived first, or asked, as nothing follows.
  if (toCreate.length === 0) {
    const did = todo.length === 0 ? 'Nothing left to create after the earlier run' : `Nothing to create${notes}`;
    return finish(context, core, flags, rows(), { did, cancelled: false });
  }
  if (!flags.yes) {
    const { promptFields } = await import('../../ui/prompt');
    const question = `${plan.charAt(0).toUpperCase()}${plan.slice(1)}?${notes ? ` (${notes.slice(2)})` : ''} (y/N)`;
    const { answer } = await promptFields(context.io, [{ name: 'answer', label: question }]);
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
  const createPlan = core.journeyImportPlan((body) => api.request('adminCreateJourneys', { body }));
  const why = () => (api.unreachable() ? 'the server could not be reached' : stoppedBy(context));
  const settledLine = (row: JourneyImportRow) =>
    line(row.input, stateOf(row), {
      journey_id: row.result?.journeyId ?? '',
      error: row.error ?? (row.state === 'pending' ? stoppedNote(why()) : ''),
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
    result = await runWithProgress(context, createPlan, core.createRows(core.journeyImportRows, toCreate), {
      doing: 'Creating journeys',
      // Stopped by Ctrl+C, or by the first call that reaches no server: every other row would fail the same way.
      signal: context.io.signal ? AbortSignal.any([context.io.signal, api.lost]) : api.lost,
      letWorkFinish: true,
      onSettle: (row) => live.add(settledLine(row as JourneyImportRow)),
    });
  } finally {
    live.close();
  }
  for (const row of result.rows as readonly JourneyImportRow[]) report.set(row.input.row, settledLine(row));
  const created = [...report.values()].filter((r) => r.state === 'added').length;
  const lost = api.unreachable();
  const code = await finish(context, core, flags, rows(), {
    did: `Created ${plural(created, 'journey', 'journeys')}`,
    cancelled: result.cancelled && !lost,
  });
  // The rows and the report first (some may have been created before the server went), then the one error, exit 1.
  if (lost) throw lost;
  return code;
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

/** What the plan leaves out, after its verb: `; 3 already there; 1 of no known company; 2 rows skipped; 4 rows done before`. */
function planNotes(rows: readonly ReportRow[], skipped: number): string {
  const count = (state: ReportRow['state']) => rows.filter((r) => r.state === state).length;
  const notes = [
    count('already_there') ? `${plural(count('already_there'), 'journey is', 'journeys are')} already there` : '',
    count('not_added') ? `${plural(count('not_added'), 'row names', 'rows name')} no company the server has` : '',
    skipped ? `${plural(skipped, 'row', 'rows')} skipped` : '',
    count('done_before') ? `${plural(count('done_before'), 'row', 'rows')} done before` : '',
  ].filter(Boolean);
  return notes.map((n) => `; ${n}`).join('');
}

/** The rows as a table, or as JSON after what the run says of itself (a dry run's count of old journeys to archive). */
async function emit(context: Context, rows: ReportRow[], about: { dryRun: boolean; wouldArchive?: number; capped?: boolean }) {
  if (context.settings.json) context.ui.renderJson({ ...about, rows });
  else await renderImportRows(context, rows, reportColumns, (row) => !PLANNED_STATES.has(row.state));
}

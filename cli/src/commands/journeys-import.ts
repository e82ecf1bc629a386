import { readFile, writeFile } from 'node:fs/promises';
import type { JourneyImportColumns, JourneyImportField, JourneyImportInput, JourneyImportRow } from '@tracker/core';
import type { Command } from 'commander';
import { loadCore, type Core } from '../api/load-core';
import { readSource } from '../bulk/read-column';
import { runWithProgress } from '../bulk/run-with-progress';
import type { Context } from '../context/create-context';
import { UsageError } from '../errors/cli-error';
import { EXIT, type ExitCode } from '../errors/exit-codes';
import { readStdinBytes } from '../io/read-stdin';
import { plural } from '../ui/count';
import type { Column } from '../ui/ui';

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

const reportColumns: readonly Column<ReportRow>[] = [
  { header: 'row', value: (r) => r.row, align: 'right' },
  { header: 'company', value: (r) => r.company_id, align: 'right' },
  { header: 'type', value: (r) => r.journey_type },
  { header: 'start', value: (r) => r.start_date },
  { header: 'end', value: (r) => r.end_date },
  { header: 'state', value: (r) => r.state.replace(/_/g, ' ') + (r.error ? `: ${r.error}` : '') },
];

/** `A`, `b`, `AA`: a column's letter, as a spreadsheet names it, to its number from 1. */
function letterNumber(choice: string): string | undefined {
  if (!/^[a-z]{1,2}$/i.test(choice)) return undefined;
  return String([...choice.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0));
}

/** The four columns: those the flags name (header, number from 1, or letter), the rest guessed, and said so. */
function chooseColumns(context: Context, core: Core, cells: string[][], flags: ImportFlags): { columns: JourneyImportColumns; headerRow: number | undefined } {
  const guess = core.guessJourneyImportColumns(cells);
  const chosen: Record<JourneyImportField, string | undefined> = {
    company_id: flags.companyColumn,
    journey_type: flags.typeColumn,
    start_date: flags.startColumn,
    end_date: flags.endColumn,
  };
  const columns: JourneyImportColumns = { ...guess.columns };
  let headerRow = guess.headerRow;
  const guessed: string[] = [];
  for (const field of Object.keys(chosen) as JourneyImportField[]) {
    const choice = chosen[field];
    if (choice === undefined) {
      if (columns[field] !== undefined) guessed.push(`${field} from column ${columns[field]! + 1}`);
      continue;
    }
    let found;
    try {
      found = core.findColumn(cells, choice, headerRow);
    } catch (error) {
      const number = letterNumber(choice);
      if (number === undefined) throw error;
      found = core.findColumn(cells, number, headerRow);
    }
    columns[field] = found.column;
    headerRow = found.headerRow;
  }
  if (guessed.length > 0) context.ui.renderInfo(`Guessed ${guessed.join(', ')}${headerRow === undefined ? ' (no header row)' : ''}.`);
  return { columns, headerRow };
}

/** The rows a report says are done, by row number and journey, for --resume. */
async function doneRows(core: Core, file: string): Promise<Set<string>> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw new UsageError(`Cannot read the report ${file}.`, 'Give the file an earlier run wrote with --report.');
  });
  const cells = core.parseDelimitedText(text);
  const header = cells[0] ?? [];
  const at = (name: string) => header.indexOf(name);
  if (at('row') === -1 || at('state') === -1) throw new UsageError(`${file} is not a journeys import report: it has no row and state columns.`);
  return new Set(cells.slice(1).flatMap((r) => (DONE_STATES.has(r[at('state')] ?? '') ? [rowKey(r[at('row')] ?? '', r[at('company_id')] ?? '', r[at('journey_type')] ?? '', r[at('start_date')] ?? '', r[at('end_date')] ?? '')] : [])));
}

const rowKey = (...parts: unknown[]) => parts.join('\u0000');
const inputKey = ({ row, journey: j }: JourneyImportInput) => rowKey(row, j.company_id, j.journey_type, j.start_date, j.end_date);

/**
 * Creates the journeys of a file (company_id, journey_type, start_date, end_date per row) with POST
 * /v3/admin/journeys on core's bulk runner, archiving old journeys first unless --no-archive-old.
 * The server refuses a journey it has, so a re-run creates nothing twice. Exit 0 when every row is
 * done, 3 when some are not, 1 when none could be.
 */
export async function importJourneys(context: Context, command: Command): Promise<ExitCode | void> {
  const [source = ''] = command.args.map(String);
  const flags = command.opts<ImportFlags>();
  const canPrompt = context.interactive && source !== '-';
  if (!flags.dryRun && !flags.yes && !canPrompt) {
    throw new UsageError('Importing creates journeys: pass --yes to go ahead without a prompt.', 'See the plan first with --dry-run.');
  }
  const core = await loadCore();
  const bytes = source === '-' ? await readStdinBytes(context.io.stdin) : await readSource(source);
  let cells: string[][];
  try {
    cells = await core.parseBulkInput(bytes, source === '-' ? {} : { name: source });
  } catch (error) {
    if (error instanceof core.BulkInputError) throw new UsageError(`${source === '-' ? 'stdin' : source}: ${error.message}`);
    throw error;
  }
  const { columns, headerRow } = chooseColumns(context, core, cells, flags);
  const { inputs, skipped } = core.journeyImportInputs(cells, columns, headerRow);
  const done = flags.resume ? await doneRows(core, flags.resume) : new Set<string>();
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
  for (const s of skipped) report.set(s.row, { row: s.row, company_id: '', journey_type: '', start_date: '', end_date: '', state: 'skipped', journey_id: '', error: s.reason });
  for (const input of inputs) report.set(input.row, line(input, done.has(inputKey(input)) ? 'done_before' : 'would_add'));
  const rows = () => [...report.values()].sort((a, b) => a.row - b.row);
  const archiveOld = flags.archiveOld !== false;

  if (flags.dryRun) {
    emit(context, rows(), { dryRun: true });
    context.ui.renderInfo(
      `Would ${archiveOld ? 'archive old journeys, then ' : ''}create ${plural(todo.length, 'journey', 'journeys')}` +
        `${skipped.length > 0 ? `; ${plural(skipped.length, 'row', 'rows')} skipped` : ''}${done.size > 0 ? `; ${plural(inputs.length - todo.length, 'row', 'rows')} done before` : ''} (dry run: nothing changed).`,
    );
    await writeReport(core, flags.report, rows());
    return;
  }
  if (todo.length === 0 && inputs.length === 0) {
    emit(context, rows(), { dryRun: false });
    await writeReport(core, flags.report, rows());
    context.ui.renderError(`No row of ${source === '-' ? 'stdin' : source} can be imported: each needs company_id, journey_type, start_date and end_date.`);
    return EXIT.failed;
  }
  if (!flags.yes) {
    const { promptFields } = await import('../ui/prompt');
    const { answer } = await promptFields(context.io, [{ name: 'answer', label: `Create ${plural(todo.length, 'journey', 'journeys')}? (y/N)` }]);
    if (!/^y(es)?$/i.test(answer.trim())) {
      context.ui.renderInfo('Cancelled: nothing was created.');
      return;
    }
  }

  const api = context.api();
  if (archiveOld) {
    const archived = await api.request('archiveOldJourneys');
    context.ui.renderInfo(`Archived ${plural(archived.meta.archived, 'old journey', 'old journeys')} first.`);
  }
  // Ctrl+C stops starting rows; those in flight finish, so the report says what the server did.
  const stop = new AbortController();
  const onInterrupt = () => stop.abort();
  process.once('SIGINT', onInterrupt);
  let result;
  try {
    const plan = core.journeyImportPlan((body) => api.request('adminCreateJourney', { body }));
    result = await runWithProgress(context, plan, core.createRows(core.journeyImportRows, todo), { doing: 'Creating journeys', signal: stop.signal });
  } finally {
    process.removeListener('SIGINT', onInterrupt);
  }
  for (const row of result.rows as readonly JourneyImportRow[]) {
    report.set(row.input.row, line(row.input, stateOf(row), { journey_id: row.result?.journeyId ?? '', error: row.error ?? (row.state === 'pending' ? 'stopped before it ran' : '') }));
  }
  const all = rows();
  emit(context, all, { dryRun: false });
  await writeReport(core, flags.report, all);
  const finished = all.filter((r) => DONE_STATES.has(r.state)).length;
  const created = all.filter((r) => r.state === 'added').length;
  if (finished === all.length) {
    context.ui.renderSuccess(`Created ${plural(created, 'journey', 'journeys')}; every row is done.`);
    return;
  }
  const left = all.length - finished;
  context.ui.renderWarning(
    `Created ${plural(created, 'journey', 'journeys')}; ${plural(left, 'row is', 'rows are')} not done${result.cancelled ? ' (stopped)' : ''}.`,
    flags.report ? `Fix them and run again with --resume ${flags.report}: nothing is created twice.` : 'Run again with --report <file> to keep each row\'s state; nothing is created twice.',
  );
  return finished === 0 ? EXIT.failed : EXIT.partlyDone;
}

function stateOf(row: JourneyImportRow): ReportRow['state'] {
  if (row.state === 'added') return row.result?.existed ? 'already_there' : 'added';
  return 'not_added';
}

function emit(context: Context, rows: ReportRow[], { dryRun }: { dryRun: boolean }) {
  if (context.settings.json) context.ui.renderJson({ dryRun, rows });
  else context.ui.renderTable(rows, reportColumns);
}

async function writeReport(core: Core, file: string | undefined, rows: ReportRow[]) {
  if (!file) return;
  const lines = [core.csvRow(REPORT_FIELDS), ...rows.map((r) => core.csvRow(REPORT_FIELDS.map((f) => r[f])))];
  await writeFile(file, lines.join(''), 'utf8');
}

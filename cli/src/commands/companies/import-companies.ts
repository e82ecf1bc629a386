import type {
  BulkRow,
  CompanyCreateInput,
  CompanyCreateOutcome,
  CompanyCreateRowState,
  CompanyImportInput,
  CompanyImportOptions,
  JourneyHealth,
  JourneyType,
} from '@tracker/core';
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

type ImportFlags = {
  dryRun?: boolean;
  yes?: boolean;
  report?: string;
  resume?: string;
  domainColumn?: string;
  nameColumn?: string;
  clearbit?: boolean;
  stats?: boolean;
  endDate?: string;
  prioritized?: boolean;
  journeyTypes?: string;
  healths?: string;
  stateFilter?: string;
  baseEmailDomain?: string;
};

/**
 * One row of the input and what became of it: the report's line. Its state is its lookup's (a dry
 * run stops there: `journeys` says what a run would create), then its create's; `stopped` when
 * Ctrl+C came before its request was sent, `done_before` when --resume skipped it.
 */
type ReportRow = { row: number; value: string; company_id: string; state: string; journeys: string; error: string };
const REPORT_FIELDS = ['row', 'value', 'company_id', 'state', 'journeys', 'error'] as const;

/** States a row is done in: created or updated, or a company that cannot be imported whatever the options. */
const DONE_STATES = new Set(['created', 'updated', 'invalid', 'merged', 'inactive', 'done_before']);
/** Rows not done: the summary counts them, and a later run with --resume does them. */
const NOT_DONE_STATES = new Set(['not_found', 'failed', 'skipped', 'stopped']);
/** Why a `stopped` row is: Ctrl+C (or SIGTERM ...) came before its lookup, or its create, was sent. */
const notLookedUp = (context: Context) => `stopped before it was looked up (${stoppedBy(context)})`;
const notCreated = (why: string) => `stopped before it was created (${why})`;
const stoppedBy = (context: Context) => context.io.stoppedBy?.() ?? 'Ctrl+C';

const columns: readonly Column<ReportRow>[] = [
  { header: 'row', value: (r) => r.row, align: 'right' },
  { header: 'value', value: (r) => r.value },
  { header: 'id', value: (r) => r.company_id, align: 'right' },
  { header: 'journeys', value: (r) => r.journeys },
  { header: 'state', value: (r) => r.state.replace(/_/g, ' ') + (r.error ? `: ${r.error}` : '') },
];

function list<T extends string>(value: string | undefined, choices: readonly T[], flag: string, fallback: readonly T[]): readonly T[] {
  if (value === undefined) return fallback;
  const items = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const wrong = items.filter((v) => !(choices as readonly string[]).includes(v));
  if (wrong.length > 0) throw new UsageError(`${flag}: ${wrong.join(', ')} is not one of ${choices.join(', ')}.`);
  return items as T[];
}

function options(core: Core, flags: ImportFlags): CompanyImportOptions {
  const d = core.COMPANY_IMPORT_DEFAULTS;
  const [stateFilter] = list(flags.stateFilter, core.COMPANY_IMPORT_STATE_FILTERS, '--state-filter', [d.stateFilter]);
  // A real day, checked here: the server would turn every row into "not found" for 2026-13-01.
  if (flags.endDate !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(flags.endDate) && 'day' in core.readCellDay(flags.endDate)))
    throw new UsageError(`--end-date: ${flags.endDate} is no such day; use a date as YYYY-MM-DD.`);
  return {
    clearbit: flags.clearbit ?? d.clearbit,
    stats: flags.stats ?? d.stats,
    endDate: flags.endDate,
    prioritized: flags.prioritized ?? d.prioritized,
    baseEmailDomain: flags.baseEmailDomain?.trim().toLowerCase(),
    journeyTypes: list<JourneyType>(flags.journeyTypes, core.JOURNEY_TYPES, '--journey-types', d.journeyTypes),
    healths: list<JourneyHealth>(flags.healths, core.JOURNEY_HEALTHS, '--healths', d.healths),
    stateFilter: stateFilter ?? d.stateFilter,
  };
}

/**
 * --base-email-domain is one of the server's registration domains (its settings, else core's four):
 * the server would start every journey on its default domain instead, unsaid. A usage error, exit 2.
 */
async function checkBaseEmailDomain(context: Context, core: Core, domain: string): Promise<void> {
  const { meta } = await context.api().request('currentUser');
  const domains: readonly string[] = meta?.registration_domains ?? core.REGISTRATION_DOMAINS;
  if (!domains.includes(domain.trim().toLowerCase())) {
    throw new UsageError(`--base-email-domain: ${domain} is not a registration domain; use one of ${domains.join(', ')}.`);
  }
}

/** A row of the input as a report names it. The CSV writer puts `'` before a value a spreadsheet would run as a formula. */
const rowKey = (row: number | string, value: string) => `${row}\u0000${value.replace(/^'(?=[=+\-@\t\r])/, '')}`;

/** The rows a report says are done, for --resume. */
async function doneRows(context: Context, file: string): Promise<Set<string>> {
  const lines = await readReport(context, file, ['row', 'value', 'state'], 'companies import');
  return new Set(lines.flatMap((l) => (DONE_STATES.has(l.state ?? '') ? [rowKey(l.row ?? '', l.value ?? '')] : [])));
}

/**
 * Looks up each company of a file and, for every importable row the state filter keeps, creates
 * (or updates) it with a journey of each checked type whose health is checked (spec section 5).
 * Ctrl+C stops starting rows and lets those in flight finish; nothing is created after a stop
 * during the lookups, and the report says where each row stands. A dry run looks up without stats,
 * which a lookup would store. Exit 0 when every row is done (none needing a journey, or an earlier
 * run having done it, included), 3 when some are not, 1 when none could be (no row to look up, no
 * journey type, no server), 130 when stopped by Ctrl+C.
 */
export async function importCompanies(context: Context, command: Command): Promise<ExitCode | void> {
  const [source = ''] = command.args.map(String);
  const flags = command.opts<ImportFlags>();
  if (!flags.dryRun && !flags.yes && !(context.interactive && source !== '-')) {
    throw new UsageError(
      'Importing creates companies and journeys: pass --yes to go ahead without a prompt.',
      'See the plan first with --dry-run.',
    );
  }
  const core = await loadCore();
  const opts = options(core, flags);
  if (flags.baseEmailDomain !== undefined) await checkBaseEmailDomain(context, core, flags.baseEmailDomain);
  const cells = await readCells(context, source);
  const { columns: chosen, headerRow } = chooseColumns(context, core, cells, core.guessColumns(cells, core.COMPANY_IMPORT_COLUMNS), {
    domain: { flag: '--domain-column', choice: flags.domainColumn },
    name: { flag: '--name-column', choice: flags.nameColumn },
  });
  const { inputs, skipped } = core.companyImportInputs(cells, chosen, headerRow);
  const done = flags.resume ? await doneRows(context, flags.resume) : new Set<string>();
  const isDone = (input: CompanyImportInput) => done.has(rowKey(input.row, input.value));
  const todo = inputs.filter((input) => !isDone(input));

  const report = new Map<number, ReportRow>();
  const line = (row: number, value: string, state: string, error = ''): ReportRow => ({
    row,
    value,
    company_id: '',
    state,
    journeys: '',
    error,
  });
  for (const row of skipped) report.set(row, line(row, '', 'skipped', 'no domain or name'));
  for (const input of inputs.filter(isDone)) report.set(input.row, line(input.row, input.value, 'done_before'));
  const rows = () => [...report.values()].sort((a, b) => a.row - b.row);
  const stop = context.io.signal;
  const api = rowsApi(context);

  // A lookup with stats stores them on each company (an audited write), so a dry run, which changes nothing, looks up without them.
  const lookupOpts = flags.dryRun && opts.stats ? { ...opts, stats: false } : opts;
  if (lookupOpts !== opts) context.ui.renderInfo('A dry run does not fetch stats: looking them up stores them on each company.');
  const lookupPlan = core.companyImportLookupPlan((body) => api.request('lookupCompanies', { body }), lookupOpts);
  // Stopped by Ctrl+C, or by the first call that reaches no server: every other row would fail the same way.
  const stopOrLost = stop ? AbortSignal.any([stop, api.lost]) : api.lost;
  const lookups = await runWithProgress(context, lookupPlan, core.createRows(core.companyImportLookupRows, todo), {
    doing: 'Looking up',
    signal: stopOrLost,
    letWorkFinish: true,
  });
  // No server: one error (exit 1), not a "not found" on each row; nothing has been created.
  const lostLooking = api.unreachable();
  if (lostLooking) throw lostLooking;
  const selected = core.selectableRows(lookups.rows, opts.stateFilter);
  const creates = core.companyCreateInputs(lookups.rows, selected, opts);
  // The lookup rows' report lines, by the rows' index: a create names its row by it.
  const lookupLines = lookups.rows.map((row) => {
    const types = core.journeysFor(row, selected.has(row.index), opts);
    const stopped = row.state === 'pending';
    const reported: ReportRow = {
      ...line(row.input.row, row.input.value, stopped ? 'stopped' : row.state, row.error ?? (stopped ? notLookedUp(context) : '')),
      company_id: row.result?.company?.id ?? '',
      journeys: types.join(' '),
    };
    report.set(row.input.row, reported);
    return reported;
  });
  const journeyCount = core.journeysToCreate(lookups.rows, selected, opts);

  if (flags.dryRun) {
    await emit(context, rows(), true);
    await writeReport(core, flags.report, REPORT_FIELDS, rows());
    const byState = core.countRows(core.companyImportLookupRows, lookups.rows);
    const states = Object.entries(byState)
      .filter(([, n]) => n > 0)
      .map(([s, n]) => `${n} ${s === 'pending' ? 'stopped' : s.replace('_', ' ')}`)
      .join(', ');
    const extra = [skipped.length ? `${skipped.length} skipped` : '', done.size ? `${inputs.length - todo.length} done before` : '']
      .filter(Boolean)
      .map((s) => `, ${s}`)
      .join('');
    context.ui.renderInfo(
      `${lookups.cancelled ? 'Stopped by Ctrl+C. ' : ''}Rows: ${states || 'none'}${extra}. Would create ${plural(journeyCount, 'journey', 'journeys')} for ${plural(creates.length, 'company', 'companies')} (dry run: nothing changed).`,
    );
    return lookups.cancelled ? EXIT.interrupted : undefined;
  }
  if (lookups.cancelled) {
    // Stopped while looking up: nothing is created, and each row that would have been says so.
    for (const create of creates) {
      const reported = lookupLines[create.index];
      if (reported) Object.assign(reported, { state: 'stopped', error: notCreated(stoppedBy(context)) });
    }
    return finish(context, core, flags, { rows: rows(), did: createdSummary(rows()), cancelled: true });
  }
  // Nothing could run: the file has no row to look up, or no journey type is checked (core's rule
  // for bulk create; its other rule, that some company be picked, is for the console's checkboxes).
  const blocker =
    inputs.length === 0
      ? `No row of ${source === '-' ? 'stdin' : source} has a domain or a name to look up.`
      : selected.size > 0
        ? core.bulkCreateBlocker(selected.size, opts)
        : null;
  if (blocker) {
    await emit(context, rows(), false);
    await writeReport(core, flags.report, REPORT_FIELDS, rows());
    context.ui.renderError(blocker);
    return EXIT.failed;
  }
  // Nothing to create: every row stands as its lookup, or the earlier run, left it; none is asked about.
  if (creates.length === 0) {
    const did =
      todo.length === 0
        ? 'Nothing left to create after the earlier run'
        : selected.size === 0
          ? `No row looked up is a company to import${opts.stateFilter === 'all' ? '' : ` (state filter ${opts.stateFilter})`}: nothing to create`
          : 'No selected company needs a journey of the checked types and healths: nothing to create';
    return finish(context, core, flags, { rows: rows(), did, cancelled: false });
  }
  if (!flags.yes) {
    const { promptFields } = await import('../../ui/prompt');
    const question = `Create or update ${plural(creates.length, 'company', 'companies')} with ${plural(journeyCount, 'journey', 'journeys')}? (y/N)`;
    const { answer } = await promptFields(context.io, [{ name: 'answer', label: question }]);
    if (!/^y(es)?$/i.test(answer.trim())) {
      context.ui.renderInfo('Cancelled: nothing was created.');
      return;
    }
  }

  const plan = core.companyCreatePlan((body) => api.request('createCompanies', { body }));
  const why = () => (api.unreachable() ? 'the server could not be reached' : stoppedBy(context));
  // Each row's line reaches the report as its create settles: even a kill leaves one --resume can use.
  const live = openLiveReport(
    core,
    flags.report,
    REPORT_FIELDS,
    rows().filter((r) => DONE_STATES.has(r.state) || r.state === 'skipped'),
  );
  let result;
  try {
    result = await runWithProgress(context, plan, core.createRows(core.companyCreateRows, creates), {
      doing: 'Creating or updating',
      signal: stopOrLost,
      letWorkFinish: true,
      onSettle: (row) => {
        const reported = lookupLines[row.input.index];
        if (reported) live.add(applyCreate(reported, row, why()));
      },
    });
  } finally {
    live.close();
  }
  let alreadyThere = 0;
  for (const row of result.rows) {
    const reported = lookupLines[row.input.index];
    if (!reported) continue;
    alreadyThere += row.result?.skipped_journey_types?.length ?? 0;
    applyCreate(reported, row, why());
  }
  const lost = api.unreachable();
  const code = await finish(context, core, flags, {
    rows: rows(),
    did: createdSummary(rows(), alreadyThere),
    cancelled: result.cancelled && !lost,
  });
  // The rows and the report first (some may have been created before the server went), then the one error, exit 1.
  if (lost) throw lost;
  return code;
}

type CompanyCreateRow = BulkRow<CompanyCreateRowState, CompanyCreateInput, CompanyCreateOutcome>;

/** Puts what a row's create did (or that it was never sent) on its report line, and returns the line. */
function applyCreate(reported: ReportRow, row: CompanyCreateRow, why: string): ReportRow {
  const stopped = row.state === 'queued';
  const skipped = row.result?.skipped_journey_types ?? [];
  reported.state = stopped ? 'stopped' : row.state;
  reported.company_id = row.result?.company_id ?? reported.company_id;
  reported.journeys = withoutTypes(reported.journeys, skipped);
  reported.error = row.error ?? (stopped ? notCreated(why) : '');
  return reported;
}

/** What the creates did, such as `Created or updated 2 companies with 3 journeys (1 journey was already there)`. */
function createdSummary(rows: readonly ReportRow[], alreadyThere = 0): string {
  const done = rows.filter((r) => r.state === 'created' || r.state === 'updated');
  const journeys = done.reduce((sum, r) => sum + (r.journeys ? r.journeys.split(' ').length : 0), 0);
  const found = alreadyThere ? ` (${plural(alreadyThere, 'journey was', 'journeys were')} already there)` : '';
  return `Created or updated ${plural(done.length, 'company', 'companies')} with ${plural(journeys, 'journey', 'journeys')}${found}`;
}

/**
 * A row's journeys but the types the server skipped: the company already had a journey of each on
 * the same days (an earlier run, or another one at the same time), so the row is updated, not failed.
 */
function withoutTypes(journeys: string, skipped: readonly string[]): string {
  return journeys
    .split(' ')
    .filter((type) => type && !skipped.includes(type))
    .join(' ');
}

/**
 * Prints the rows and writes the report, then says how the run ended (`did`, and whether every row
 * is done): exit 0 when none is left not done, 3 when some are, 1 when every row is (nothing could
 * run), 130 when stopped by Ctrl+C.
 */
async function finish(
  context: Context,
  core: Core,
  flags: ImportFlags,
  run: { rows: ReportRow[]; did: string; cancelled: boolean },
): Promise<ExitCode | undefined> {
  await emit(context, run.rows, false);
  await writeReport(core, flags.report, REPORT_FIELDS, run.rows);
  const notDone = run.rows.filter((r) => NOT_DONE_STATES.has(r.state)).length;
  if (notDone === 0 && !run.cancelled) {
    context.ui.renderSuccess(`${run.did}; every row is done.`);
    return undefined;
  }
  context.ui.renderWarning(
    `${run.cancelled ? `Stopped by ${stoppedBy(context)}. ` : ''}${run.did}; ${plural(notDone, 'row was', 'rows were')} not done (see the state column).`,
    flags.report
      ? `${run.cancelled ? 'Run' : 'Fix those rows and run'} again with --resume ${flags.report}: rows done are skipped.`
      : "Fix those rows and run the command again; --report <file> keeps each row's state for --resume.",
  );
  if (run.cancelled) return EXIT.interrupted;
  return notDone === run.rows.length ? EXIT.failed : EXIT.partlyDone;
}

async function emit(context: Context, rows: ReportRow[], dryRun: boolean) {
  if (context.settings.json) context.ui.renderJson({ dryRun, rows });
  else await renderImportRows(context, rows, columns, (row) => NOT_DONE_STATES.has(row.state) || row.error !== '');
}

import { writeFile } from 'node:fs/promises';
import type { CompanyImportOptions, JourneyHealth, JourneyType } from '@tracker/core';
import type { Command } from 'commander';
import { loadCore, type Core } from '../../api/load-core';
import { readSource } from '../../bulk/read-column';
import { runWithProgress } from '../../bulk/run-with-progress';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { EXIT, type ExitCode } from '../../errors/exit-codes';
import { readStdinBytes } from '../../io/read-stdin';
import { plural } from '../../ui/count';
import type { Column } from '../../ui/ui';

type ImportFlags = {
  dryRun?: boolean;
  yes?: boolean;
  report?: string;
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

type ReportRow = { row: number; value: string; company_id: string; state: string; journeys: string; error: string };
const REPORT_FIELDS = ['row', 'value', 'company_id', 'state', 'journeys', 'error'] as const;

const columns: readonly Column<ReportRow>[] = [
  { header: 'row', value: (r) => r.row, align: 'right' },
  { header: 'value', value: (r) => r.value },
  { header: 'id', value: (r) => r.company_id, align: 'right' },
  { header: 'journeys', value: (r) => r.journeys },
  { header: 'state', value: (r) => r.state.replace(/_/g, ' ') + (r.error ? `: ${r.error}` : '') },
];

function list<T extends string>(value: string | undefined, choices: readonly T[], flag: string, fallback: readonly T[]): readonly T[] {
  if (value === undefined) return fallback;
  const items = value.split(',').map((v) => v.trim()).filter(Boolean);
  const wrong = items.filter((v) => !(choices as readonly string[]).includes(v));
  if (wrong.length > 0) throw new UsageError(`${flag}: ${wrong.join(', ')} is not one of ${choices.join(', ')}.`);
  return items as T[];
}

function options(core: Core, flags: ImportFlags): CompanyImportOptions {
  const d = core.COMPANY_IMPORT_DEFAULTS;
  const [stateFilter] = list(flags.stateFilter, core.COMPANY_IMPORT_STATE_FILTERS, '--state-filter', [d.stateFilter]);
  if (flags.endDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(flags.endDate)) throw new UsageError('--end-date: use a date as YYYY-MM-DD.');
  return {
    clearbit: flags.clearbit ?? d.clearbit,
    stats: flags.stats ?? d.stats,
    endDate: flags.endDate,
    prioritized: flags.prioritized ?? d.prioritized,
    baseEmailDomain: flags.baseEmailDomain,
    journeyTypes: list<JourneyType>(flags.journeyTypes, core.JOURNEY_TYPES, '--journey-types', d.journeyTypes),
    healths: list<JourneyHealth>(flags.healths, core.JOURNEY_HEALTHS, '--healths', d.healths),
    stateFilter: stateFilter ?? d.stateFilter,
  };
}

/**
 * Looks up each company of a file and, for every importable row the state filter keeps, creates
 * (or updates) it with a journey of each checked type whose health is checked (spec section 5).
 * Exit 0 when every row is done, 3 when some are not, 1 when none could be.
 */
export async function importCompanies(context: Context, command: Command): Promise<ExitCode | void> {
  const [source = ''] = command.args.map(String);
  const flags = command.opts<ImportFlags>();
  if (!flags.dryRun && !flags.yes && !(context.interactive && source !== '-')) {
    throw new UsageError('Importing creates companies and journeys: pass --yes to go ahead without a prompt.', 'See the plan first with --dry-run.');
  }
  const core = await loadCore();
  const opts = options(core, flags);
  const bytes = source === '-' ? await readStdinBytes(context.io.stdin) : await readSource(source);
  let cells: string[][];
  try {
    cells = await core.parseBulkInput(bytes, source === '-' ? {} : { name: source });
  } catch (error) {
    if (error instanceof core.BulkInputError) throw new UsageError(`${source === '-' ? 'stdin' : source}: ${error.message}`);
    throw error;
  }
  const guess = core.guessColumns(cells, core.COMPANY_IMPORT_COLUMNS);
  let headerRow = guess.headerRow;
  const pick = (choice: string | undefined, guessed: number | undefined) => {
    if (choice === undefined) return guessed;
    const found = core.findColumn(cells, choice, headerRow);
    headerRow = found.headerRow;
    return found.column;
  };
  const domain = pick(flags.domainColumn, guess.columns.domain);
  const name = pick(flags.nameColumn, guess.columns.name);
  if (!flags.domainColumn || !flags.nameColumn) {
    context.ui.renderInfo(`Guessed the domain from ${domain === undefined ? 'no column' : `column ${domain + 1}`} and the name from ${name === undefined ? 'no column' : `column ${name + 1}`}.`);
  }
  let inputs;
  try {
    inputs = core.companyImportInputs(cells, { domain, name }, headerRow);
  } catch (error) {
    if (error instanceof core.BulkInputError) throw new UsageError(error.message);
    throw error;
  }

  const api = context.api();
  const lookupPlan = core.companyImportLookupPlan((query) => api.request('lookupCompany', { query }), opts);
  const lookups = await runWithProgress(context, lookupPlan, core.createRows(core.companyImportLookupRows, inputs.inputs), { doing: 'Looking up' });
  const selected = core.selectableRows(lookups.rows, opts.stateFilter);
  const creates = core.companyCreateInputs(lookups.rows, selected, opts);
  const report = new Map<number, ReportRow>();
  for (const row of inputs.skipped) report.set(row, { row, value: '', company_id: '', state: 'skipped', journeys: '', error: 'no domain or name' });
  for (const row of lookups.rows) {
    const types = core.journeysFor(row, selected.has(row.index), opts);
    report.set(row.input.row, {
      row: row.input.row,
      value: row.input.value,
      company_id: row.result?.company?.id ?? '',
      state: row.state,
      journeys: types.join(' '),
      error: row.error ?? '',
    });
  }
  const rows = () => [...report.values()].sort((a, b) => a.row - b.row);
  const journeyCount = core.journeysToCreate(lookups.rows, selected, opts);

  if (flags.dryRun) {
    emit(context, rows(), true);
    const byState = core.countRows(core.companyImportLookupRows, lookups.rows);
    const states = Object.entries(byState).filter(([, n]) => n > 0).map(([s, n]) => `${n} ${s.replace('_', ' ')}`).join(', ');
    context.ui.renderInfo(`Rows: ${states || 'none'}${inputs.skipped.length ? `, ${inputs.skipped.length} skipped` : ''}. Would create ${plural(journeyCount, 'journey', 'journeys')} for ${plural(creates.length, 'company', 'companies')} (dry run: nothing changed).`);
    await writeReport(core, flags.report, rows());
    return;
  }
  const blocker = core.bulkCreateBlocker(selected.size, opts);
  if (blocker || creates.length === 0) {
    emit(context, rows(), false);
    await writeReport(core, flags.report, rows());
    context.ui.renderError(blocker ?? 'No selected company needs a journey of the checked types and healths: nothing to create.');
    return EXIT.failed;
  }
  const plan = core.companyCreatePlan((body) => api.request('createCompany', { body }));
  const result = await runWithProgress(context, plan, core.createRows(core.companyCreateRows, creates), { doing: 'Creating' });
  for (const row of result.rows) {
    const line = [...report.values()].find((r) => r.row === lookups.rows[row.input.index]?.input.row);
    if (!line) continue;
    line.state = row.state;
    line.company_id = row.result?.data.id ?? line.company_id;
    line.error = row.error ?? '';
  }
  const all = rows();
  emit(context, all, false);
  await writeReport(core, flags.report, all);
  const failed = result.rows.filter((r) => r.state !== 'created' && r.state !== 'updated').length;
  // A row whose lookup failed, or that was skipped, did not get done either.
  const unresolved = all.filter((r) => r.state === 'not_found' || r.state === 'skipped').length;
  if (failed === 0 && unresolved === 0) {
    context.ui.renderSuccess(`Created or updated ${plural(creates.length, 'company', 'companies')} with ${plural(journeyCount, 'journey', 'journeys')}.`);
    return;
  }
  context.ui.renderWarning(
    `Created or updated ${plural(creates.length - failed, 'company', 'companies')}; ${plural(failed + unresolved, 'row was', 'rows were')} not done (see the state column).`,
    'Fix those rows and run the command again.',
  );
  return failed === creates.length ? EXIT.failed : EXIT.partlyDone;
}

function emit(context: Context, rows: ReportRow[], dryRun: boolean) {
  if (context.settings.json) context.ui.renderJson({ dryRun, rows });
  else context.ui.renderTable(rows, columns);
}

async function writeReport(core: Core, file: string | undefined, rows: ReportRow[]) {
  if (!file) return;
  await writeFile(file, [core.csvRow(REPORT_FIELDS), ...rows.map((r) => core.csvRow(REPORT_FIELDS.map((f) => r[f])))].join(''), 'utf8');
}

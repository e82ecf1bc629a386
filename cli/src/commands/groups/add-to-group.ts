import type { Company } from '@tracker/core';
import type { Api } from '../../api/create-api';
import type { Command } from 'commander';
import { loadCore, type Core } from '../../api/load-core';
import { readColumn } from '../../bulk/read-column';
import { renderImportRows } from '../../bulk/render-import-rows';
import { runWithProgress } from '../../bulk/run-with-progress';
import type { Context } from '../../context/create-context';
import { CliError, NotFoundError, UsageError } from '../../errors/cli-error';
import { EXIT, type ExitCode } from '../../errors/exit-codes';
import { plural } from '../../ui/count';
import { promptFields } from '../../ui/prompt';
import type { Column } from '../../ui/ui';

type AddGroupCompaniesFlags = { column?: string; dryRun?: boolean; yes?: boolean };

type GroupAddOutcome = 'added' | 'would_add' | 'already_in_group' | 'duplicate' | 'skipped' | 'not_found' | 'failed' | 'stopped';

/** Rows that need nothing more: added, or the company is in the group already, or an earlier row's. */
const DONE_OUTCOMES = new Set<GroupAddOutcome>(['added', 'already_in_group', 'duplicate']);

/** One value read from the input and what became of it. */
type GroupAddReportRow = {
  row: number;
  value: string;
  state: GroupAddOutcome;
  company_id?: string;
  name?: string;
  error?: string;
};

const reportColumns: readonly Column<GroupAddReportRow>[] = [
  { header: 'row', value: (r) => r.row, align: 'right' },
  { header: 'value', value: (r) => r.value },
  { header: 'id', value: (r) => r.company_id, align: 'right' },
  { header: 'company', value: (r) => r.name },
  { header: 'state', value: (r) => r.state.replace('_', ' ') + (r.error ? `: ${r.error}` : '') },
];

/**
 * Looks up each domain, name or id of a column and adds the companies found to the group, on
 * core's bulk runner. The lookups change nothing, so `--dry-run` makes them too; the adds need
 * `--yes` (or a yes at the prompt). Exits 3 when some rows were not added, 1 when none was.
 */
export async function addGroupCompanies(context: Context, command: Command): Promise<ExitCode | void> {
  const [groupId = '', source = ''] = command.args.map(String);
  const flags = command.opts<AddGroupCompaniesFlags>();
  // stdin carries the input when it is `-`, so it cannot also answer a prompt.
  const canPrompt = context.interactive && source !== '-';
  if (!flags.dryRun && !flags.yes && !canPrompt) {
    throw new UsageError(
      'Adding companies to a group changes it: pass --yes to go ahead without a prompt.',
      'See what would be added first with --dry-run.',
    );
  }

  const core = await loadCore();
  const api = context.api();
  const group = await api.request('getGroup', { params: { group_id: groupId } });
  const groupName = group.data.attributes.name;
  const read = await readColumn(context, { source, aliases: core.COMPANY_LOOKUP_COLUMNS, field: 'value', column: flags.column });
  // Checked before any lookup: a URL goes as its domain; an email, an IP, a formula ... is refused
  // with its reason, and a row repeating an earlier row's company is flagged, not looked up twice.
  const { rows: values, skipped, duplicates } = core.checkLookupRows(read);

  // A failure every row would meet (signed out, server gone) stops the run instead of failing each row.
  const abort = new AbortController();
  let fatal: unknown;
  const guarded = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (!failsOneRow(core, error)) {
        fatal ??= error;
        abort.abort();
      }
      throw error;
    }
  };

  const lookupPlan = core.companyLookupPlan((query) => guarded(api.request('lookupCompany', { query })));
  const lookups = await runWithProgress(
    context,
    lookupPlan,
    core.createRows(
      core.companyLookupRows,
      values.map((v) => v.value),
    ),
    {
      doing: 'Looking up',
      signal: abort.signal,
    },
  );
  if (fatal) throw fatal;

  const members = await groupMembers(api, groupId);
  const firstRowOf = new Map<string, number>();
  const found: { index: number; company: Company }[] = [];
  const looked: GroupAddReportRow[] = lookups.rows.map((row) => {
    const line: GroupAddReportRow = {
      row: values[row.index]?.row ?? row.index + 1,
      value: row.input,
      state: row.state === 'found' ? 'would_add' : 'not_found',
      ...companyFields(row.result),
      ...(row.error ? { error: row.error } : {}),
    };
    if (row.state !== 'found' || !row.result) return line;
    const first = firstRowOf.get(row.result.id);
    if (first !== undefined) return { ...line, state: 'duplicate', error: `the same company as row ${first}` };
    firstRowOf.set(row.result.id, line.row);
    if (members.has(row.result.id)) return { ...line, state: 'already_in_group' };
    found.push({ index: row.index, company: row.result });
    return line;
  });
  const report: GroupAddReportRow[] = [
    ...looked,
    ...skipped.map((s): GroupAddReportRow => ({ row: s.row, value: s.value, state: 'skipped', error: s.reason })),
    ...duplicates.map((d): GroupAddReportRow => ({ row: d.row, value: d.value, state: 'duplicate', error: d.reason })),
  ].sort((a, b) => a.row - b.row);
  const lineOf = (index: number) => looked[index];

  if (flags.dryRun) {
    await render(context, { group: group.data, dryRun: true, rows: report });
    context.ui.renderInfo(
      `Would add ${plural(found.length, 'company', 'companies')} to ${groupName} (dry run: nothing changed)${notFoundNote(report)}.`,
    );
    return;
  }
  if (found.length === 0 && report.some((r) => r.state === 'already_in_group')) {
    await render(context, { group: group.data, dryRun: false, rows: report });
    const left = report.filter((r) => !DONE_OUTCOMES.has(r.state)).length;
    const said = `Nothing to add to ${groupName}: ${inGroupNote(report).slice(2)}`;
    if (left === 0) context.ui.renderSuccess(`${said}.`);
    else context.ui.renderWarning(`${said}; ${notDone(left)} (see the state column).`);
    return left ? EXIT.partlyDone : undefined;
  }
  if (found.length === 0) {
    await render(context, { group: group.data, dryRun: false, rows: report });
    throw new NotFoundError(`None of the ${plural(read.length, 'value', 'values')} matched a company; nothing was added to ${groupName}.`);
  }
  if (
    !flags.yes &&
    !(await confirm(context, `Add ${plural(found.length, 'company', 'companies')} to ${groupName}${notFoundNote(report)}? (y/N)`))
  ) {
    throw new CliError('Cancelled: nothing was added.');
  }

  const addPlan = core.groupAddPlan((group_id, company_id) =>
    guarded(api.request('addGroupCompany', { params: { group_id }, body: { company_id } })),
  );
  const inputs = found.map(({ company }) => ({ groupId, companyId: company.id, label: company.attributes.name }));
  const adds = await runWithProgress(context, addPlan, core.createRows(core.groupAddRows, inputs), {
    doing: `Adding to ${groupName}`,
    signal: abort.signal,
  });
  if (fatal) throw fatal;

  adds.rows.forEach((row, i) => {
    const line = lineOf(found[i]?.index ?? -1);
    if (!line) return;
    line.state = row.state === 'added' ? 'added' : row.state === 'failed' ? 'failed' : 'stopped';
    if (row.error) line.error = row.error;
  });
  await render(context, { group: group.data, dryRun: false, rows: report });

  const added = report.filter((r) => r.state === 'added').length;
  const missed = report.filter((r) => !DONE_OUTCOMES.has(r.state)).length;
  if (missed === 0) {
    context.ui.renderSuccess(`Added ${plural(added, 'company', 'companies')} to ${groupName}${inGroupNote(report)}.`);
    return;
  }
  context.ui.renderWarning(
    `Added ${plural(added, 'company', 'companies')} to ${groupName}${inGroupNote(report)}; ${notDone(missed)} (see the state column).`,
    'Fix those rows and run the command again: companies already in the group stay as they are.',
  );
  return added === 0 ? EXIT.failed : EXIT.partlyDone;
}

/** Errors the server gave about one row (no such company, refused input) rather than about the whole run. */
function failsOneRow(core: Core, error: unknown): boolean {
  if (error instanceof UsageError || error instanceof NotFoundError) return true;
  return error instanceof core.ApiError && error.status !== 0 && error.status !== 401 && error.status !== 403;
}

function companyFields(company: Company | undefined): Pick<GroupAddReportRow, 'company_id' | 'name'> {
  return company ? { company_id: company.id, name: company.attributes.name } : {};
}

function notFoundNote(report: readonly GroupAddReportRow[]): string {
  const missing = report.filter((r) => r.state === 'not_found').length;
  const refused = report.filter((r) => r.state === 'skipped').length;
  return (
    inGroupNote(report) +
    (missing > 0 ? `; ${plural(missing, 'value', 'values')} not found` : '') +
    (refused > 0 ? `; ${plural(refused, 'value', 'values')} skipped` : '')
  );
}

/** `; 2 already in the group`, when some are. */
function inGroupNote(report: readonly GroupAddReportRow[]): string {
  const already = report.filter((r) => r.state === 'already_in_group').length;
  return already > 0 ? `; ${plural(already, 'company', 'companies')} already in the group` : '';
}

const notDone = (rows: number) => `${plural(rows, 'row was', 'rows were')} not added`;

/** The ids of the companies in the group (GET /v3/admin/companies?group_id=), a page of 250 at a time. */
async function groupMembers(api: Api, groupId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const listed = await api.request('listCompanies', { query: { group_id: groupId, size: String(MEMBERS_PAGE), page: String(page) } });
    for (const company of listed.data) ids.add(company.id);
    if (listed.data.length < MEMBERS_PAGE || page >= (listed.meta.pages ?? page)) return ids;
  }
}

/** The largest page of companies the API gives (ADD_ALL_COMPANIES_FETCH_SIZE). */
const MEMBERS_PAGE = 250;

async function render(
  context: Context,
  result: { group: { id: string; attributes: { name: string } }; dryRun: boolean; rows: GroupAddReportRow[] },
) {
  if (context.settings.json) {
    context.ui.renderJson({ group: { id: result.group.id, name: result.group.attributes.name }, dryRun: result.dryRun, rows: result.rows });
  } else {
    await renderImportRows(context, result.rows, reportColumns, (row) => row.state !== 'added' && row.state !== 'would_add');
  }
}

async function confirm(context: Context, question: string): Promise<boolean> {
  const { answer } = await promptFields(context.io, [{ name: 'answer', label: question }]);
  return /^y(es)?$/i.test(answer.trim());
}

import { bulkScreenState, createRows } from '@tracker/core/bulk';
import {
  bulkCreateBlocker,
  checkLookupValue,
  COMPANY_IMPORT_DEFAULTS,
  companiesEndpoints,
  companyCreateInputs,
  companyCreatePlan,
  companyImportLookupPlan,
  companyImportLookupRows,
  companyImportRowState,
  editCompanyImportRows,
  journeysToCreate,
  selectableRows,
  type CompanyCreateRowState,
  type CompanyImportOptions,
  type CompanyImportRow,
  type CompanyImportRowState,
} from '@tracker/core/companies';
import { baseEmailDomainOrDefault } from '@tracker/core/journeys';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { api } from '../../api/client';
import { useRegistrationDomains } from '../../auth';
import { useBulkRun } from '../../ui/use-bulk-run';
import { companyQueries } from '../queries';
import { withColumns, type ImportSheet } from './company-sheet';

/** A create's outcome for one looked-up row (by its index): the state and why it failed. */
type CreateOutcome = { state: CompanyCreateRowState; error?: string | undefined };

/** A row of the preview: its lookup, and the state it shows (the create's once it has one). */
export type PreviewRow = { lookup: CompanyImportRow; state: CompanyImportRowState; error?: string | undefined };

const NOTHING_READ: ImportSheet['read'] = { inputs: [], skipped: [] };

/** The states of a row imported already: it cannot be selected or corrected again. */
export const IMPORTED: readonly CompanyImportRowState[] = ['created', 'updated'];

/** Each create's outcome by row index: the earlier runs', then the current run's. */
function createOutcomes(
  finished: ReadonlyMap<number, CreateOutcome>,
  running: readonly { input: { index: number }; state: CompanyCreateRowState; error?: string }[],
): ReadonlyMap<number, CreateOutcome> {
  const outcomes = new Map(finished);
  for (const row of running) outcomes.set(row.input.index, { state: row.state, error: row.error });
  return outcomes;
}

/** Whether the row at this index was created or updated already. */
function isDone(outcomes: ReadonlyMap<number, CreateOutcome>, index: number): boolean {
  const outcome = outcomes.get(index);
  return outcome !== undefined && IMPORTED.includes(outcome.state);
}

/**
 * The bulk company import on core's engine: the rows read from a file or pasted text, their
 * lookups, the selection of importable rows and the create of the selected companies with their
 * journeys. Each step runs through `useBulkRun` in batch calls of many rows, and can be stopped.
 */
export function useCompanyImport() {
  const queryClient = useQueryClient();
  const [sheet, setSheet] = useState<ImportSheet | null>(null);
  const [chosenOptions, setOptions] = useState<CompanyImportOptions>(COMPANY_IMPORT_DEFAULTS);
  const { domains } = useRegistrationDomains();
  // Until one is chosen, the journeys' inboxes go on the server's default registration domain, the first.
  const options = useMemo(
    () => ({ ...chosenOptions, baseEmailDomain: baseEmailDomainOrDefault(chosenOptions.baseEmailDomain, domains) }),
    [chosenOptions, domains],
  );
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  // Corrections typed in the preview, by row number: they outlive a fresh lookup, not new cells or columns.
  const [edits, setEdits] = useState<ReadonlyMap<number, string>>(new Map());
  // Outcomes of earlier create runs: a later run works on other rows and replaces the hook's rows.
  const [finished, setFinished] = useState<ReadonlyMap<number, CreateOutcome>>(new Map());
  // Bumped when the rows change under a run, so a run ending late does not write into new rows.
  const generation = useRef(0);

  // A failed lookup counts as not found at once (spec section 8), without retries.
  const lookupPlan = useMemo(
    () => companyImportLookupPlan((body) => api.request(companiesEndpoints.lookupCompanies, { body }), options),
    [options],
  );
  const createPlan = useMemo(() => companyCreatePlan((body) => api.request(companiesEndpoints.createCompanies, { body })), []);
  const lookup = useBulkRun(lookupPlan);
  const create = useBulkRun(createPlan);

  // Kept between renders: a run renders once per row change, and the preview redraws only changed rows.
  const read = sheet?.read ?? NOTHING_READ;
  const fresh = useMemo(
    () =>
      [...edits].reduce<CompanyImportRow[]>(
        (rows, [row, value]) => editCompanyImportRows(rows, { row, value }),
        createRows(companyImportLookupRows, read.inputs),
      ),
    [read, edits],
  );
  const skipped = useMemo(() => read.skipped.filter(({ row }) => !edits.has(row)), [read, edits]);
  const lookupRows = lookup.rows.length > 0 ? lookup.rows : fresh;
  // Each over every row: worked out again when the rows change (once a frame during a run), not on
  // every render, so a checkbox or an editor on a sheet of 10,000 rows stays quick.
  const outcomes = useMemo(() => createOutcomes(finished, create.rows), [finished, create.rows]);
  const preview = useMemo(
    () =>
      lookupRows.map((row): PreviewRow => {
        const outcome = outcomes.get(row.index);
        return { lookup: row, state: companyImportRowState(row.state, outcome?.state), error: outcome?.error ?? row.error };
      }),
    [lookupRows, outcomes],
  );
  const importable = useMemo(() => selectableRows(lookupRows, options.stateFilter), [lookupRows, options.stateFilter]);
  const selected = useMemo(
    () => new Set([...importable].filter((index) => !excluded.has(index) && !isDone(outcomes, index))),
    [importable, excluded, outcomes],
  );
  const journeyCount = useMemo(() => journeysToCreate(lookupRows, selected, options), [lookupRows, selected, options]);
  const running = lookup.running || create.running;
  const progress = lookup.running
    ? {
        doing: 'Looking up',
        done: lookup.rows.filter((row) => row.state !== 'pending' && row.state !== 'looking_up').length,
        total: lookup.rows.length,
      }
    : create.running
      ? {
          doing: 'Creating',
          done: create.rows.filter((row) => row.state !== 'queued' && row.state !== 'updating').length,
          total: create.rows.length,
        }
      : null;
  const blocker =
    bulkCreateBlocker(selected.size, options) ??
    (journeyCount === 0 ? 'No selected company needs a journey of the checked types and healths.' : null);

  // Stable, so the memoised preview rows do not all redraw for a new function.
  const toggle = useCallback(
    (index: number, include: boolean) => setExcluded((now) => new Set(include ? [...now].filter((i) => i !== index) : [...now, index])),
    [],
  );

  const { update: updateLookups } = lookup;
  const { clear: clearCreates } = create;
  /**
   * A correction of a row's value (its index, or none for a row the sheet skipped). The row goes back
   * to pending, so the next lookup looks it up alone and the other rows keep theirs; it is not looked
   * up at once, so several rows can be fixed before one lookup. Refused during a run, whose row
   * changes would undo it, and for a row already created or updated. A value that cannot be a
   * domain is refused with the reason it returns (as a sheet's rows are); a URL is kept as its domain.
   */
  const edit = useCallback(
    (row: number, index: number | undefined, typed: string): string | undefined => {
      const outcome = index === undefined ? undefined : finished.get(index);
      if (running || (outcome && IMPORTED.includes(outcome.state))) return undefined;
      const checked = checkLookupValue(typed);
      if ('reason' in checked) return `This ${checked.reason}.`;
      const { value } = checked;
      // Before any lookup the rows are `fresh`, made from `edits` below.
      if (!updateLookups((rows) => (rows.length === 0 ? rows : editCompanyImportRows(rows, { row, value })))) return undefined;
      setEdits((now) => new Map(now).set(row, value));
      if (index === undefined) return undefined;
      // A failed create of the old value says nothing of the new one. Between runs every create's
      // outcome is in `finished` as well, so clearing the create's rows loses no other row's.
      clearCreates();
      setFinished((now) => new Map([...now].filter(([i]) => i !== index)));
      // Fixed to be imported: a row left out before is back in.
      setExcluded((now) => new Set([...now].filter((i) => i !== index)));
      return undefined;
    },
    [running, finished, updateLookups, clearCreates],
  );

  function forgetCreates() {
    generation.current += 1;
    create.clear();
    setFinished(new Map());
  }

  function resetRuns() {
    lookup.clear();
    forgetCreates();
    setExcluded(new Set());
    setEdits(new Map());
  }

  return {
    sheet,
    options,
    preview,
    skipped,
    edits,
    importable,
    selected,
    journeyCount,
    blocker,
    running,
    progress,
    lookup,
    create,
    state: bulkScreenState({ rows: fresh.length + skipped.length, running, ran: lookup.rows.length > 0 }),
    /** A new sheet, its columns guessed from the header row and its rows read under them. */
    load(read: ImportSheet) {
      resetRuns();
      setSheet(read);
    },
    /** Another column: the rows change, so what was looked up no longer applies. */
    chooseColumn(field: 'domain' | 'name', column: number | undefined) {
      if (!sheet) return;
      resetRuns();
      setSheet(withColumns(sheet, { ...sheet.columns, [field]: column }));
    },
    setOptions: (changes: Partial<CompanyImportOptions>) => setOptions((now) => ({ ...now, ...changes })),
    toggle,
    edit,
    selectAll: () => setExcluded(new Set()),
    /** Looks the rows up: a stopped lookup goes on where it stopped; otherwise every row again. */
    async startLookup() {
      if (running || fresh.length === 0) return;
      if (lookup.rows.some((row) => row.state === 'pending')) {
        await lookup.rerun();
        return;
      }
      forgetCreates();
      await lookup.start(fresh.map((row) => row.input));
    },
    /** Creates or updates the selected companies with their journeys; rows done stay done. */
    async startCreate() {
      if (blocker || running) return;
      const started = generation.current;
      const result = await create.start(companyCreateInputs(lookupRows, selected, options));
      if (generation.current !== started) return;
      setFinished(
        (now) => new Map([...now, ...result.rows.map((row) => [row.input.index, { state: row.state, error: row.error }] as const)]),
      );
      void queryClient.invalidateQueries({ queryKey: companyQueries.all() });
    },
  };
}

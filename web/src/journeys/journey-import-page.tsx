import { bulkScreenState, createRows } from '@tracker/core/bulk';
import { csvRow } from '@tracker/core/csv';
import { SLASH_DATE_ORDER_LABELS, SLASH_DATE_ORDERS } from '@tracker/core/dates';
import {
  applyJourneyImportEdits,
  JOURNEY_IMPORT_DEFAULTS,
  journeyImportFields,
  journeyImportPlan,
  journeyImportRows,
  journeysEndpoints,
  type JourneyImportField,
  type JourneyImportFields,
  type JourneyImportRow,
  type SkippedJourneyRow,
} from '@tracker/core/journeys';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { api } from '../api/client';
import { errorMessage } from '../api/error-message';
import { BackLink } from '../ui/back-link';
import { BulkImportSource } from '../ui/bulk-import-source';
import { CheckboxField } from '../ui/checkbox-field';
import { isOneOf } from '../ui/is-one-of';
import { useCommands } from '../ui/commands/commands-context';
import { useLeaveGuard } from '../ui/leave-guard/leave-guard';
import { SelectField } from '../ui/select-field';
import { sheetColumnOptions } from '../ui/sheet-columns';
import { useBulkRun } from '../ui/use-bulk-run';
import { JourneyImportPreview } from './components/journey-import-preview';
import { readJourneySheetAgain, type JourneySheet } from './journey-sheet';
import { openJourneySheet } from './open-journey-sheet';
import { journeyQueries } from './queries';
import './journey-screens.css';

const FIELDS: Array<[JourneyImportField, string]> = [
  ['company_id', 'Company id column'],
  ['journey_type', 'Journey type column'],
  ['start_date', 'Start date column'],
  ['end_date', 'End date column'],
];

/**
 * The rows not added and the skipped ones, in the sheet's order, as CSV: each with its fields (a
 * skipped row's as the sheet or a correction has them) and why, to fix and import again.
 */
function notAddedCsv(
  rows: readonly JourneyImportRow[],
  skipped: readonly SkippedJourneyRow[],
  fieldsOf: (row: number) => JourneyImportFields,
): string {
  const lines = [
    ...rows
      .filter((r) => r.state === 'not_added')
      .map((r) => [r.input.row, ...FIELDS.map(([field]) => r.input.journey[field]), 'not added', r.error ?? '']),
    ...skipped.map(({ row, reason }) => [row, ...FIELDS.map(([field]) => fieldsOf(row)[field]), 'skipped', reason]),
  ].sort((a, b) => Number(a[0]) - Number(b[0]));
  return [csvRow(['row', ...FIELDS.map(([field]) => field), 'state', 'error']), ...lines.map((line) => csvRow(line))].join('');
}

/** /journeys/bulk: journeys from a spreadsheet or pasted text; archive-old first, on by default (spec section 2). */
export function JourneyImportPage() {
  const queryClient = useQueryClient();
  const [sheet, setSheet] = useState<JourneySheet | null>(null);
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  // Rows corrected in the preview, by row number: read again from what was typed, whatever the columns.
  const [edits, setEdits] = useState<ReadonlyMap<number, JourneyImportFields>>(new Map());
  // Rows added by earlier runs, by row number: a later run works on the others and replaces the hook's rows.
  const [added, setAdded] = useState<ReadonlyMap<number, JourneyImportRow>>(new Map());
  // Bumped when new rows are read, so a run ending late does not mark them added.
  const generation = useRef(0);
  const [archiveOld, setArchiveOld] = useState<boolean>(JOURNEY_IMPORT_DEFAULTS.archiveOld);
  const [archived, setArchived] = useState<number | null>(null);
  const [runError, setRunError] = useState<unknown>(null);
  const plan = useMemo(() => journeyImportPlan((body) => api.request(journeysEndpoints.adminCreateJourneys, { body })), []);
  const bulk = useBulkRun(plan);
  // Archiving old journeys first is part of the run: the rows must not change under it either.
  const [archiving, setArchiving] = useState(false);
  const running = bulk.running || archiving;
  // Leaving stops the run: the screen asks first.
  useLeaveGuard(running, 'running');

  // Each over every row: worked out again when the sheet, the edits or the run's rows change (once
  // a frame during a run), not on every render, so a checkbox or an editor stays quick at 10,000 rows.
  const read = useMemo(() => (sheet ? applyJourneyImportEdits(sheet.read, edits) : { inputs: [], skipped: [] }), [sheet, edits]);
  const fresh = useMemo(() => createRows(journeyImportRows, read.inputs), [read]);
  const rows = useMemo(() => {
    const byRow = new Map(added);
    for (const r of bulk.rows) byRow.set(r.input.row, r);
    return fresh.map((r) => byRow.get(r.input.row) ?? r);
  }, [fresh, added, bulk.rows]);
  const chosen = useMemo(() => rows.filter((r) => !excluded.has(r.input.row) && r.state !== 'added'), [rows, excluded]);
  const state = bulkScreenState({ rows: rows.length + read.skipped.length, running: bulk.running, ran: bulk.rows.length > 0 });
  const columnOptions = useMemo(() => (sheet ? sheetColumnOptions(sheet.cells, sheet.headerRow) : []), [sheet]);
  const fieldsOf = useCallback(
    (row: number) => edits.get(row) ?? journeyImportFields(sheet?.cells ?? [], sheet?.columns ?? {}, row),
    [sheet, edits],
  );
  const toggle = useCallback(
    (row: number, include: boolean) =>
      setExcluded((now) => new Set([...now].filter((r) => r !== row || !include).concat(include ? [] : [row]))),
    [],
  );

  function load(read: JourneySheet) {
    bulk.clear();
    setArchived(null);
    setExcluded(new Set());
    setEdits(new Map());
    setAdded(new Map());
    generation.current += 1;
    setSheet(read);
  }

  async function create() {
    setRunError(null);
    try {
      if (archiveOld && archived === null) {
        setArchiving(true);
        try {
          setArchived((await api.request(journeysEndpoints.archiveOldJourneys, {})).meta.archived);
        } finally {
          setArchiving(false);
        }
      }
      const started = generation.current;
      const result = await bulk.start(chosen.map((r) => r.input));
      if (generation.current === started) {
        setAdded((now) => new Map([...now, ...result.rows.filter((r) => r.state === 'added').map((r) => [r.input.row, r] as const)]));
      }
    } catch (error) {
      setRunError(error);
    }
    void queryClient.invalidateQueries({ queryKey: journeyQueries.all() });
  }

  /**
   * A row's fields corrected: read again at once, so a skipped row that is now whole joins the
   * journeys to create. Refused during a run, and for a row already added (between runs every row
   * added is in `added`); a row not added forgets its failure, and a row left out is back in, being
   * fixed to be imported.
   */
  const { update } = bulk;
  const edit = useCallback(
    (row: number, fields: JourneyImportFields) => {
      if (added.has(row) || !update((ran) => ran.filter((r) => r.input.row !== row))) return;
      setEdits((now) => new Map(now).set(row, fields));
      setExcluded((now) => new Set([...now].filter((r) => r !== row)));
    },
    [added, update],
  );

  const selectAll = () => setExcluded(new Set());
  useCommands([
    { id: 'journeys.import.select-all', title: 'Select all importable rows', group: 'Import', shortcut: 'a', perform: selectAll },
  ]);

  const counts = useMemo(
    () => ({
      added: rows.filter((r) => r.state === 'added').length,
      // Added rows whose journey the server had already (a re-run): said, so "4 added" is not read as 4 new.
      existed: rows.filter((r) => r.state === 'added' && r.result?.existed).length,
      failed: rows.filter((r) => r.state === 'not_added').length,
    }),
    [rows],
  );
  const failedDownload = useMemo(
    () =>
      state === 'processed' && counts.failed + read.skipped.length > 0
        ? `data:text/csv;charset=utf-8,${encodeURIComponent(notAddedCsv(rows, read.skipped, fieldsOf))}`
        : null,
    [state, counts, rows, read, fieldsOf],
  );
  const blocked = chosen.length === 0 ? 'Select at least one row to import.' : null;

  return (
    <section className="journey-import" data-state={state}>
      <BackLink href="/journeys">Journeys</BackLink>
      <h1>Import journeys</h1>
      <p>Each row needs company_id, journey_type, start_date and end_date; rows without them are skipped.</p>
      <BulkImportSource
        read={openJourneySheet}
        onRead={load}
        running={running}
        placeholder={'company_id\tjourney_type\tstart_date\tend_date\n7\tpurchaser\t2026-06-01\t2026-06-22'}
        samples={['/samples/journeys-import.csv', '/samples/journeys-import.xlsx']}
        loaded={Boolean(sheet)}
      />
      {sheet && (
        <>
          <div className="journey-columns">
            {FIELDS.map(([field, label]) => (
              <SelectField
                key={field}
                label={label}
                options={[{ value: '', label: 'None' }, ...columnOptions]}
                value={sheet.columns[field] === undefined ? '' : String(sheet.columns[field])}
                disabled={running}
                onChange={(e) =>
                  setSheet(
                    readJourneySheetAgain(sheet, {
                      columns: { ...sheet.columns, [field]: e.target.value === '' ? undefined : Number(e.target.value) },
                    }),
                  )
                }
              />
            ))}
            {(sheet.slashDateOrder || read.skipped.some((s) => s.ambiguousDate)) && (
              // Asked only when a slash date could be two days (05/12/2026) and the sheet's other dates do not say which.
              <SelectField
                label="Slash dates"
                options={[
                  { value: '', label: 'Choose the order' },
                  ...SLASH_DATE_ORDERS.map((order) => ({ value: order, label: SLASH_DATE_ORDER_LABELS[order] })),
                ]}
                value={sheet.slashDateOrder ?? ''}
                disabled={running}
                onChange={(e) =>
                  setSheet(
                    readJourneySheetAgain(sheet, {
                      slashDateOrder: isOneOf(SLASH_DATE_ORDERS, e.target.value) ? e.target.value : undefined,
                    }),
                  )
                }
              />
            )}
          </div>
          <CheckboxField
            label="Archive old journeys first"
            checked={archiveOld}
            disabled={running}
            onChange={(e) => setArchiveOld(e.target.checked)}
          />
          <div className="form-actions">
            <button
              type="button"
              className="primary"
              disabled={Boolean(blocked) || running}
              title={blocked ?? undefined}
              onClick={() => void create()}
            >
              {`Create ${chosen.length} ${chosen.length === 1 ? 'journey' : 'journeys'}`}
            </button>
            {blocked && <span className="muted">{blocked}</span>}
            {bulk.running && (
              <button type="button" onClick={bulk.cancel}>
                Stop
              </button>
            )}
          </div>
          <p role="status">
            {state === 'processing' &&
              `Adding ${bulk.rows.filter((r) => r.state === 'added' || r.state === 'not_added').length} of ${bulk.rows.length}…`}
            {state === 'processed' &&
              `${archived !== null ? `${archived} old journeys archived. ` : ''}${counts.added} added${counts.existed > 0 ? ` (${counts.existed} already there)` : ''}, ${counts.failed} not added, ${read.skipped.length} skipped.`}
          </p>
          {runError ? (
            <p className="alert" role="alert">
              {errorMessage(runError)}
            </p>
          ) : null}
          {failedDownload && (
            <a href={failedDownload} download="journeys-not-added.csv">
              Download the rows not added
            </a>
          )}
          <JourneyImportPreview
            rows={rows}
            skipped={read.skipped}
            excluded={excluded}
            edits={edits}
            locked={running}
            fieldsOf={fieldsOf}
            onEdit={edit}
            onToggle={toggle}
          />
        </>
      )}
    </section>
  );
}

import { bulkScreenState, createRows, parseDelimitedText } from '@tracker/core/bulk';
import { csvRow } from '@tracker/core/csv';
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
} from '@tracker/core/journeys';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { api } from '../api/client';
import { errorMessage } from '../api/error-message';
import { BackLink } from '../ui/back-link';
import { CheckboxField } from '../ui/checkbox-field';
import { useCommands } from '../ui/commands/commands-context';
import { SelectField } from '../ui/select-field';
import { sheetColumnOptions } from '../ui/sheet-columns';
import { TextAreaField } from '../ui/text-area-field';
import { useBulkRun } from '../ui/use-bulk-run';
import { JourneyImportPreview } from './components/journey-import-preview';
import { journeySheet, withJourneyColumns, type JourneySheet } from './journey-sheet';
import { openJourneySheet } from './open-journey-sheet';
import { journeyQueries } from './queries';
import './journey-screens.css';

const FIELDS: Array<[JourneyImportField, string]> = [
  ['company_id', 'Company id column'],
  ['journey_type', 'Journey type column'],
  ['start_date', 'Start date column'],
  ['end_date', 'End date column'],
];

/** The failed rows as CSV, to fix and import again. */
function failedCsv(rows: readonly JourneyImportRow[]): string {
  const failed = rows.filter((r) => r.state === 'not_added');
  return [csvRow(['company_id', 'journey_type', 'start_date', 'end_date', 'error']), ...failed.map((r) => csvRow([...Object.values(r.input.journey), r.error ?? '']))].join('');
}

/** /journeys/bulk: journeys from a spreadsheet or pasted text; archive-old first, on by default (spec section 2). */
export function JourneyImportPage() {
  const queryClient = useQueryClient();
  const [sheet, setSheet] = useState<JourneySheet | null>(null);
  const [pasted, setPasted] = useState('');
  const [readError, setReadError] = useState<string | null>(null);
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

  // Each over every row: worked out again when the sheet, the edits or the run's rows change (once
  // a frame during a run), not on every render, so a checkbox or an editor stays quick at 10,000 rows.
  const read = useMemo(
    () => (sheet ? applyJourneyImportEdits(sheet.read, edits) : { inputs: [], skipped: [] }),
    [sheet, edits],
  );
  const fresh = useMemo(() => createRows(journeyImportRows, read.inputs), [read]);
  const rows = useMemo(() => {
    const byRow = new Map(added);
    for (const r of bulk.rows) byRow.set(r.input.row, r);
    return fresh.map((r) => byRow.get(r.input.row) ?? r);
  }, [fresh, added, bulk.rows]);
  const chosen = useMemo(() => rows.filter((r) => !excluded.has(r.input.row) && r.state !== 'added'), [rows, excluded]);
  const state = bulkScreenState({ rows: rows.length + read.skipped.length, running: bulk.running, ran: bulk.rows.length > 0 });
  const columnOptions = useMemo(() => (sheet ? sheetColumnOptions(sheet.cells, sheet.headerRow) : []), [sheet]);
  const fieldsOf = useCallback((row: number) => edits.get(row) ?? journeyImportFields(sheet?.cells ?? [], sheet?.columns ?? {}, row), [sheet, edits]);
  const toggle = useCallback(
    (row: number, include: boolean) => setExcluded((now) => new Set([...now].filter((r) => r !== row || !include).concat(include ? [] : [row]))),
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

  function readPasted() {
    setReadError(null);
    try {
      load(journeySheet(parseDelimitedText(pasted)));
    } catch (error) {
      setReadError(errorMessage(error));
    }
  }

  async function openFile(file: File | undefined) {
    if (!file) return;
    setReadError(null);
    try {
      load(await openJourneySheet(file));
    } catch (error) {
      setReadError(errorMessage(error));
    }
  }

  async function create() {
    setRunError(null);
    try {
      if (archiveOld && archived === null) setArchived((await api.request(journeysEndpoints.archiveOldJourneys, {})).meta.archived);
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
  useCommands([{ id: 'journeys.import.select-all', title: 'Select all importable rows', group: 'Import', shortcut: 'a', perform: selectAll }]);

  const counts = useMemo(() => ({ added: rows.filter((r) => r.state === 'added').length, failed: rows.filter((r) => r.state === 'not_added').length }), [rows]);
  const failedDownload = useMemo(
    () => (state === 'processed' && counts.failed > 0 ? `data:text/csv;charset=utf-8,${encodeURIComponent(failedCsv(rows))}` : null),
    [state, counts, rows],
  );
  const blocked = chosen.length === 0 ? 'Select at least one row to import.' : null;

  return (
    <section className="journey-import" data-state={state}>
      <BackLink href="/journeys">Journeys</BackLink>
      <h1>Import journeys</h1>
      <p>
        Each row needs company_id, journey_type, start_date and end_date; rows without them are skipped.{' '}
        <a href="/samples/journeys-import.csv" download>
          Sample file
        </a>
      </p>
      <div
        className="panel"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          void openFile(e.dataTransfer.files[0]);
        }}
      >
        <label>
          Drop a spreadsheet here, or pick one: <input type="file" accept=".csv,.tsv,.txt,.xlsx,.xls,.ods" onChange={(e) => void openFile(e.target.files?.[0])} />
        </label>
        <TextAreaField label="Or paste rows" rows={4} value={pasted} onChange={(e) => setPasted(e.target.value)} />
        <button type="button" disabled={!pasted.trim()} onClick={readPasted}>
          Read pasted rows
        </button>
        {readError && (
          <p className="alert" role="alert">
            {readError}
          </p>
        )}
      </div>
      {sheet && (
        <>
          <div className="journey-columns">
            {FIELDS.map(([field, label]) => (
              <SelectField
                key={field}
                label={label}
                options={[{ value: '', label: 'None' }, ...columnOptions]}
                value={sheet.columns[field] === undefined ? '' : String(sheet.columns[field])}
                disabled={bulk.running}
                onChange={(e) => setSheet(withJourneyColumns(sheet, { ...sheet.columns, [field]: e.target.value === '' ? undefined : Number(e.target.value) }))}
              />
            ))}
          </div>
          <CheckboxField label="Archive old journeys first" checked={archiveOld} disabled={bulk.running} onChange={(e) => setArchiveOld(e.target.checked)} />
          <div className="form-actions">
            <button type="button" className="primary" disabled={Boolean(blocked) || bulk.running} title={blocked ?? undefined} onClick={() => void create()}>
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
            {state === 'processing' && `Adding ${bulk.rows.filter((r) => r.state === 'added' || r.state === 'not_added').length} of ${bulk.rows.length}…`}
            {state === 'processed' &&
              `${archived !== null ? `${archived} old journeys archived. ` : ''}${counts.added} added, ${counts.failed} not added, ${read.skipped.length} skipped.`}
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
            locked={bulk.running}
            fieldsOf={fieldsOf}
            onEdit={edit}
            onToggle={toggle}
          />
        </>
      )}
    </section>
  );
}

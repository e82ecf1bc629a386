import { countRows, recordRunPlan, recordRunRows, type BulkRunResult, type RecordRunInput, type RecordRunRowState } from '@tracker/core';
import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '../modal-dialog';
import { saveStatus } from '../status/save-status';
import { useBulkRun } from '../use-bulk-run';
import { countOf } from './row-selection';
import type { RowSelection } from './use-row-selection';
import './selection-run.css';

/** A bulk command on the selected rows, as the palette or the selection bar starts it. */
export type SelectionJob = {
  /** What it does, as its button says it: 'Archive 3 journeys'. */
  title: string;
  /** What was done, for so many rows: (2) => 'Archived 2 journeys'. */
  done: (count: number) => string;
  /** The rows' noun, singular and plural. */
  noun: readonly [string, string];
  /** One change per selected row, each its own request. */
  records: readonly RecordRunInput[];
  /** After the run: what it changed is fetched again (the list, the records' details). */
  settled: () => void;
};

type Run = BulkRunResult<RecordRunRowState, RecordRunInput, never>;

/**
 * Runs bulk commands on a list's selected rows: one request per row, never all or nothing. It asks
 * first, shows each row's progress, then says what was done and which rows failed and why; the
 * failed rows stay selected to try again. Render `dialog` on the screen.
 */
export function useSelectionRun(selection: Pick<RowSelection<unknown>, 'keep'>) {
  const bulk = useBulkRun(recordRunPlan);
  const [job, setJob] = useState<SelectionJob | null>(null);

  async function settle(current: SelectionJob, running: Promise<Run>) {
    saveStatus.saving();
    const { rows } = await running;
    const counts = countRows(recordRunRows, rows);
    const summary = runSummary(current, counts);
    if (counts.failed > 0) saveStatus.failed(summary);
    else saveStatus.done(summary);
    selection.keep(rows.filter((row) => row.state !== 'done').map((row) => row.input.id));
    current.settled();
  }

  const dialog = job && (
    <SelectionRunDialog
      job={job}
      run={bulk}
      onStart={() => void settle(job, bulk.start(job.records))}
      onRetry={() => void settle(job, bulk.rerun())}
      onClose={() => {
        // Closed while running (Escape), the rows not started yet are not started: nothing runs unseen.
        bulk.cancel();
        setJob(null);
      }}
    />
  );
  return {
    /** Opens the dialog asking to run the job on the selected rows. */
    ask: (next: SelectionJob) => {
      bulk.clear();
      setJob(next);
    },
    dialog,
  };
}

/** What a run did, in a sentence or three: done, failed (and kept selected), stopped. */
function runSummary(job: SelectionJob, counts: Record<RecordRunRowState, number>): string {
  const parts = [`${job.done(counts.done)}.`];
  if (counts.failed > 0)
    parts.push(`${countOf(counts.failed, job.noun)} failed and ${counts.failed === 1 ? 'stays' : 'stay'} selected to try again.`);
  if (counts.pending > 0) parts.push(`Stopped before ${countOf(counts.pending, job.noun)}.`);
  return parts.join(' ');
}

type DialogProps = {
  job: SelectionJob;
  run: ReturnType<typeof useBulkRun<RecordRunRowState, RecordRunInput, never>>;
  onStart: () => void;
  onRetry: () => void;
  onClose: () => void;
};

/** How many selected rows the question names before 'and n more'. */
const NAMED_ROWS = 8;

function SelectionRunDialog({ job, run, onStart, onRetry, onClose }: DialogProps) {
  const { rows, running } = run;
  const phase = rows.length === 0 ? 'asking' : running ? 'running' : 'ended';
  const counts = countRows(recordRunRows, rows);
  const notDone = rows.length - counts.done;
  const failed = rows.filter((row) => row.state === 'failed');
  const focusNext = useRef<HTMLButtonElement>(null);
  // The button pressed goes away with its phase: focus goes to the next phase's first action.
  useEffect(() => {
    if (phase !== 'asking') focusNext.current?.focus();
  }, [phase]);

  return (
    <ModalDialog label={job.title} className="selection-run" onClose={onClose}>
      <h2>{job.title}</h2>
      {phase === 'asking' ? (
        <>
          <p>
            {`Each ${job.noun[0]} is changed by its own request, not all or nothing: if some fail, the others stay changed, and the failed ones stay selected to try again.`}
          </p>
          <ul aria-label={`Selected ${job.noun[1]}`} className="selection-run-rows">
            {job.records.slice(0, NAMED_ROWS).map((record) => (
              <li key={record.id}>{record.label}</li>
            ))}
            {job.records.length > NAMED_ROWS && <li className="muted">and {job.records.length - NAMED_ROWS} more</li>}
          </ul>
        </>
      ) : (
        <>
          <progress max={rows.length} value={counts.done + counts.failed} aria-label={`${job.title}: progress`} />
          <p role="status">
            {phase === 'running' ? `${counts.done + counts.failed} of ${countOf(rows.length, job.noun)} done…` : runSummary(job, counts)}
          </p>
          {failed.length > 0 && (
            <ul aria-label={`${job.noun[1]} not changed`} className="selection-run-rows">
              {failed.map((row) => (
                <li key={row.index}>
                  {row.input.label}: {row.error}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="dialog-actions">
        {phase === 'asking' && (
          <>
            {/* The console's one confirmation rule: Cancel has the focus, so Enter on arrival changes nothing. */}
            <button type="button" data-autofocus onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="primary" onClick={onStart}>
              {job.title}
            </button>
          </>
        )}
        {phase === 'running' && (
          <button type="button" ref={focusNext} onClick={run.cancel}>
            Stop
          </button>
        )}
        {phase === 'ended' && (
          <>
            <button type="button" ref={focusNext} onClick={onClose}>
              Close
            </button>
            {notDone > 0 && (
              <button type="button" onClick={onRetry}>
                {`Retry ${countOf(notDone, job.noun)}`}
              </button>
            )}
          </>
        )}
      </div>
    </ModalDialog>
  );
}

import { defineRowMachine } from './row-machine';
import type { BulkPlan } from './run-bulk';

export const RECORD_RUN_ROW_STATES = ['pending', 'working', 'done', 'failed'] as const;
export type RecordRunRowState = (typeof RECORD_RUN_ROW_STATES)[number];

/**
 * One change to one existing record of a bulk command (archive these journeys, make these emails
 * private): a failed row can be run again, a done one is left alone by a re-run.
 */
export const recordRunRows = defineRowMachine({
  states: RECORD_RUN_ROW_STATES,
  initial: 'pending',
  transitions: {
    pending: { start: ['working'] },
    failed: { start: ['working'] },
    working: { succeed: ['done'], fail: ['failed'], cancel: ['pending'] },
  },
  selectable: [],
});

/** A record to change: its id, how to name it in progress and failures, and the change. */
export type RecordRunInput = { id: string; label: string; change: () => Promise<unknown> };

/**
 * Changes records one request each, never all or nothing: each row says whether its record was
 * changed. A request in flight is not aborted on cancel, so its row says what the server did.
 */
export const recordRunPlan: BulkPlan<RecordRunRowState, RecordRunInput, never> = {
  machine: recordRunRows,
  async work({ change }) {
    await change();
    return {};
  },
};

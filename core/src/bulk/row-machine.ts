/** What can happen to a bulk row: its work starts, succeeds, fails, or is cancelled before it ends. */
export const BULK_ROW_EVENT_TYPES = ['start', 'succeed', 'fail', 'cancel'] as const;
export type BulkRowEventType = (typeof BULK_ROW_EVENT_TYPES)[number];

/**
 * A row type's state machine, declared as data: for each state, the states each event may lead to.
 * An event that names no target goes to the first one listed. A state with a `start` transition is
 * one the runner works on; every other state is done, and a re-run skips it.
 */
export type RowMachine<S extends string> = {
  states: readonly S[];
  initial: S;
  transitions: { readonly [K in S]?: { readonly [E in BulkRowEventType]?: readonly S[] } };
  /** The states a person may pick a row in for the next step; the others are shown but cannot be chosen. */
  selectable: readonly S[];
};

/** One row of bulk work: what was read for it, where it stands, and what its work returned. */
export type BulkRow<S extends string, I, R> = {
  /** Its place in the input, from 0. */
  index: number;
  input: I;
  state: S;
  result?: R;
  /** Why its last attempt failed. */
  error?: string;
};

export type BulkRowEvent<S extends string, R> =
  { type: 'start' } | { type: 'succeed'; to?: S; result?: R } | { type: 'fail'; error: string; to?: S } | { type: 'cancel' };

/** Declares a row machine, keeping its states as a string union. */
export function defineRowMachine<const S extends string>(machine: RowMachine<S>): RowMachine<S> {
  return machine;
}

/**
 * The row after an event: a pure reducer over the machine's table. An event the row's state does
 * not allow (or a target it does not list) leaves the row as it was, the same object.
 */
export function reduceRow<S extends string, I, R>(
  machine: RowMachine<S>,
  row: BulkRow<S, I, R>,
  event: BulkRowEvent<S, R>,
): BulkRow<S, I, R> {
  const allowed = machine.transitions[row.state]?.[event.type];
  const to = (event.type === 'succeed' || event.type === 'fail' ? event.to : undefined) ?? allowed?.[0];
  if (to === undefined || !allowed?.includes(to)) return row;
  const { error: _error, ...rest } = row;
  switch (event.type) {
    case 'start':
      return { ...rest, state: to };
    case 'succeed':
      return event.result === undefined ? { ...rest, state: to } : { ...rest, state: to, result: event.result };
    case 'fail':
      return { ...row, state: to, error: event.error };
    case 'cancel':
      return { ...row, state: to };
  }
}

/** Whether the runner works on a row in this state (it is not done yet). */
export function isRunnable<S extends string>(machine: RowMachine<S>, state: S): boolean {
  return Boolean(machine.transitions[state]?.start?.length);
}

export function isSelectable<S extends string>(machine: RowMachine<S>, state: S): boolean {
  return machine.selectable.includes(state);
}

/** Fresh rows, one per input, in the machine's initial state. */
export function createRows<S extends string, I, R = never>(machine: RowMachine<S>, inputs: readonly I[]): BulkRow<S, I, R>[] {
  return inputs.map((input, index) => ({ index, input, state: machine.initial }));
}

/** How many rows are in each state; every state is listed, 0 included. */
export function countRows<S extends string>(machine: RowMachine<S>, rows: readonly { state: S }[]): Record<S, number> {
  const counts = Object.fromEntries(machine.states.map((state) => [state, 0])) as Record<S, number>;
  for (const row of rows) counts[row.state] += 1;
  return counts;
}

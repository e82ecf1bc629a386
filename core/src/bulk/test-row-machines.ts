import { expect, it } from 'vitest';
import {
  BULK_ROW_EVENT_TYPES,
  isRunnable,
  isSelectable,
  reduceRow,
  type BulkRow,
  type BulkRowEvent,
  type BulkRowEventType,
  type RowMachine,
} from './row-machine';

// A row machine's whole table, state by state, for the tests of the plans that declare one. For tests only.

/**
 * What a row in one state does: the states each event may move it to (the one an event naming no
 * target goes to first; none when the event leaves the row as it is), whether the runner works on
 * it, and whether a person may pick it.
 */
export type StateMoves<S extends string> = { readonly [E in BulkRowEventType]: readonly S[] } & { runnable: boolean; selectable: boolean };

/** The default target first, the others in a fixed order: a table need not list them as the machine does. */
const inOrder = <S extends string>(targets: readonly S[]) => (targets.length === 0 ? [] : [targets[0]!, ...targets.slice(1).toSorted()]);

/** What the machine does with a row in `state`, found by sending it each event, with every state as the target. */
function movesOf<S extends string>(machine: RowMachine<S>, state: S): StateMoves<S> {
  const row: BulkRow<S, null, never> = { index: 0, input: null, state };
  const reached = (event: BulkRowEvent<S, never>) => {
    const next = reduceRow(machine, row, event);
    return next === row ? [] : [next.state];
  };
  const eventOf = (type: BulkRowEventType, to?: S): BulkRowEvent<S, never> =>
    type === 'fail' ? { type, error: 'Refused', ...(to ? { to } : {}) } : type === 'succeed' ? { type, ...(to ? { to } : {}) } : { type };
  const targets = (type: BulkRowEventType) => {
    const [byDefault] = reached(eventOf(type));
    if (byDefault === undefined) return [];
    const named = type === 'succeed' || type === 'fail' ? machine.states.flatMap((to) => reached(eventOf(type, to))) : [];
    return [byDefault, ...named.filter((to) => to !== byDefault)];
  };
  const events = Object.fromEntries(BULK_ROW_EVENT_TYPES.map((type) => [type, inOrder(targets(type))])) as { [E in BulkRowEventType]: S[] };
  return { ...events, runnable: isRunnable(machine, state), selectable: isSelectable(machine, state) };
}

/** One test per state of `machine`, which must do as `table` says: every state is listed, or the table does not compile. */
export function itMovesAsTable<S extends string>(machine: RowMachine<S>, table: { readonly [K in S]: StateMoves<S> }): void {
  it.each(machine.states.map((state) => [state, table[state]] as const))('a row in %s moves as %j', (state, moves) => {
    const expected = Object.fromEntries(BULK_ROW_EVENT_TYPES.map((type) => [type, inOrder(moves[type])]));
    expect(movesOf(machine, state)).toEqual({ ...moves, ...expected });
  });
}

/** A state no event leaves, which the runner skips and a person cannot pick: a row done, one way or another. */
export const ENDED = {
  start: [],
  succeed: [],
  fail: [],
  cancel: [],
  runnable: false,
  selectable: false,
} as const satisfies StateMoves<never>;

import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { keepListed, NO_ROWS_SELECTED } from './row-selection';

/** A list screen's selected rows, and what the table and the bulk commands do with them. */
export type RowSelection<T> = {
  /** The ids selected, as the table takes them. */
  state: RowSelectionState;
  onChange: (selection: RowSelectionState) => void;
  /** The selected rows of the page shown, in its order: what a bulk command runs on. */
  rows: readonly T[];
  /** Leaves these rows selected and no other (the rows a run could not change, to try again). */
  keep: (ids: readonly string[]) => void;
  clear: () => void;
};

/**
 * The rows selected on a list screen's page. The selection belongs to the page as filtered, sorted
 * and paged now: changing any of them drops it, so a bulk command never runs on rows out of sight.
 * Rows that leave the page (archived out of a filtered list) leave the selection with it.
 */
export function useRowSelection<T>(rows: readonly T[] | undefined, rowId: (row: T) => string): RowSelection<T> {
  const view = useSearch();
  const [held, setHeld] = useState<{ view: string; selection: RowSelectionState }>({ view, selection: NO_ROWS_SELECTED });
  const ids = useMemo(() => (rows ?? []).map(rowId), [rows, rowId]);
  const state = useMemo(() => (held.view === view ? keepListed(held.selection, ids) : NO_ROWS_SELECTED), [held, view, ids]);
  const chosen = useMemo(() => (rows ?? []).filter((_, index) => state[ids[index] as string]), [rows, ids, state]);
  const set = (selection: RowSelectionState) => setHeld({ view, selection });
  return {
    state,
    onChange: set,
    rows: chosen,
    keep: (kept) => set(Object.fromEntries(kept.map((id) => [id, true]))),
    clear: () => set(NO_ROWS_SELECTED),
  };
}

import type { RowSelectionState } from '@tanstack/react-table';

/**
 * Where a Shift+j/k range started: the row it is anchored on, the selection it adds to, and the
 * selection it made last. A selection changed since by anything else (x, a checkbox, Esc) no longer
 * matches `made`, and the next Shift+j/k starts a new range from the active row.
 */
export type SelectionRange = { anchor: string; base: RowSelectionState; made: RowSelectionState };

export const NO_ROWS_SELECTED: RowSelectionState = {};

/** The ids selected, in no particular order. */
export function selectedIds(selection: RowSelectionState): string[] {
  return Object.keys(selection).filter((id) => selection[id]);
}

/** The selection with one row flipped. */
export function toggleRow(selection: RowSelectionState, id: string): RowSelectionState {
  const next = { ...selection };
  if (next[id]) delete next[id];
  else next[id] = true;
  return next;
}

/** Every row of the page selected, beside what already was. */
export function selectPage(selection: RowSelectionState, rowIds: readonly string[]): RowSelectionState {
  const next = { ...selection };
  for (const id of rowIds) next[id] = true;
  return next;
}

/** Only the selected rows still listed: rows gone from the page (archived, filtered out) are not acted on. */
export function keepListed(selection: RowSelectionState, rowIds: readonly string[]): RowSelectionState {
  const next: RowSelectionState = {};
  for (const id of rowIds) if (selection[id]) next[id] = true;
  return next;
}

function sameSelection(a: RowSelectionState, b: RowSelectionState): boolean {
  const ids = selectedIds(a);
  return ids.length === selectedIds(b).length && ids.every((id) => b[id]);
}

/**
 * Shift+j/k, as Linear does it: the rows from the range's anchor to the row moved to are selected,
 * on top of what was selected before the range started; moving back towards the anchor shrinks the
 * range again. The first Shift+j/k anchors the range on the active row (`from`), or, with no row
 * active, on the row moved to.
 */
export function extendSelection(
  selection: RowSelectionState,
  range: SelectionRange | null,
  rowIds: readonly string[],
  from: string | null,
  to: string,
): { selection: RowSelectionState; range: SelectionRange } {
  const current =
    range && sameSelection(range.made, selection) && rowIds.includes(range.anchor)
      ? range
      : { anchor: from && rowIds.includes(from) ? from : to, base: selection };
  const start = rowIds.indexOf(current.anchor);
  const end = rowIds.indexOf(to);
  const next = { ...current.base };
  for (let i = Math.min(start, end); i <= Math.max(start, end); i++) next[rowIds[i] as string] = true;
  return { selection: next, range: { anchor: current.anchor, base: current.base, made: next } };
}

/** A number of rows with their noun, singular or plural: '1 journey', '3 journeys'. */
export function countOf(count: number, [one, many]: readonly [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}

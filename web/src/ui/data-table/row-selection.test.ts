import { describe, expect, it } from 'vitest';
import { countOf, extendSelection, keepListed, selectedIds, selectPage, toggleRow, type SelectionRange } from './row-selection';

const ROWS = ['a', 'b', 'c', 'd', 'e'];

/** Presses Shift+j (+1) or Shift+k (-1) from `active` a few times, as the table does. */
function extendFrom(active: string, moves: readonly number[], start = {}) {
  let selection = start;
  let range: SelectionRange | null = null;
  let at = active;
  for (const move of moves) {
    const to = ROWS[ROWS.indexOf(at) + move] as string;
    ({ selection, range } = extendSelection(selection, range, ROWS, at, to));
    at = to;
  }
  return { ids: selectedIds(selection).sort(), selection, range };
}

describe('row selection', () => {
  it('x selects a row and unselects it again', () => {
    const once = toggleRow({}, 'b');
    expect(selectedIds(once)).toEqual(['b']);
    expect(selectedIds(toggleRow(once, 'b'))).toEqual([]);
  });

  it('Shift+j selects the active row and the rows moved down to', () => {
    expect(extendFrom('b', [1, 1]).ids).toEqual(['b', 'c', 'd']);
  });

  it('Shift+k after Shift+j shrinks the range back towards where it started', () => {
    expect(extendFrom('b', [1, 1, -1]).ids).toEqual(['b', 'c']);
    expect(extendFrom('b', [1, -1, -1]).ids).toEqual(['a', 'b']);
  });

  it('a range adds to rows selected before it and keeps them while shrinking', () => {
    expect(extendFrom('c', [1, -1], { a: true }).ids).toEqual(['a', 'c']);
  });

  it('a selection changed by something else starts a new range from the active row', () => {
    const { selection, range } = extendFrom('a', [1]);
    const changed = toggleRow(selection, 'e');
    const next = extendSelection(changed, range, ROWS, 'c', 'd');
    expect(selectedIds(next.selection).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(next.range.anchor).toBe('c');
  });

  it('with no active row the range starts at the row moved to', () => {
    expect(selectedIds(extendSelection({}, null, ROWS, null, 'a').selection)).toEqual(['a']);
  });

  it('Ctrl+A selects every row of the page beside what was selected', () => {
    expect(selectedIds(selectPage({ z: true }, ROWS)).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'z']);
  });

  it('only the rows still listed count as selected', () => {
    expect(selectedIds(keepListed({ a: true, z: true, c: false }, ROWS))).toEqual(['a']);
  });

  it('counts rows with their noun', () => {
    expect(countOf(1, ['journey', 'journeys'])).toBe('1 journey');
    expect(countOf(3, ['journey', 'journeys'])).toBe('3 journeys');
  });
});

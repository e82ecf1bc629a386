import { describe, expect, it } from 'vitest';
import { listOf } from '../test/fixtures';
import { listResource } from './list-fixtures';
import { reorderedPositions, withPositions } from './reorder';

const page = (positions: number[]) => positions.map((position, i) => listResource(String(i + 1), { position }));

describe('reordering lists by position', () => {
  it('swaps two neighbours’ positions and leaves the rest alone', () => {
    expect(reorderedPositions(page([30, 20, 10]), 1, 0, 'desc')).toEqual([
      { id: 2, position: 30 },
      { id: 1, position: 20 },
    ]);
  });

  it('hands the page’s positions out again when a row travels further', () => {
    expect(reorderedPositions(page([30, 20, 10]), 2, 0, 'desc')).toEqual([
      { id: 3, position: 30 },
      { id: 1, position: 20 },
      { id: 2, position: 10 },
    ]);
  });

  it('works the same way up when sorted ascending', () => {
    expect(reorderedPositions(page([1, 5, 9]), 0, 1, 'asc')).toEqual([
      { id: 2, position: 1 },
      { id: 1, position: 5 },
    ]);
  });

  it('pulls tied positions apart so the new order holds', () => {
    expect(reorderedPositions(page([7, 7, 7]), 2, 1, 'desc')).toEqual([
      { id: 3, position: 6 },
      { id: 2, position: 5 },
    ]);
  });

  it('changes nothing for a move onto itself or off the page', () => {
    expect(reorderedPositions(page([3, 2, 1]), 1, 1, 'desc')).toEqual([]);
    expect(reorderedPositions(page([3, 2, 1]), 0, -1, 'desc')).toEqual([]);
    expect(reorderedPositions(page([3, 2, 1]), 2, 3, 'desc')).toEqual([]);
  });

  it('shows the page in its new order, ties broken by id as the server does', () => {
    const moved = withPositions(listOf(page([30, 20, 10])), [{ id: 3, position: 20 }], 'desc');

    expect(moved.data.map((list) => [list.id, list.attributes.position])).toEqual([
      ['1', 30],
      ['3', 20],
      ['2', 20],
    ]);
  });
});

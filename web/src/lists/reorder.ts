import type { List, ListPositions } from '@tracker/core/lists';
import type { SortDirection } from '../ui/data-table/sort';

/** One list's new position, as PATCH /v3/lists/positions takes it. */
export type PositionChange = ListPositions['positions'][number];

type Placed = { id: string; attributes: { position: number } };

/**
 * The position changes that move the row at `from` to `to` on a page of lists shown by position
 * (`dir` being the sort's direction). The page's own positions are handed out again in the new
 * order, so lists off the page (other pages, or filtered out) keep theirs and only the rows whose
 * place changed are sent: moving a row by one swaps two positions. Positions tied on the page are
 * pulled one apart, else the new order could not hold.
 */
export function reorderedPositions(rows: readonly Placed[], from: number, to: number, dir: SortDirection): PositionChange[] {
  if (from === to || !rows[from] || !rows[to]) return [];
  const order = [...rows];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  const step = dir === 'desc' ? -1 : 1;
  const slots = rows.map((row) => row.attributes.position).sort((a, b) => step * (a - b));
  for (let i = 1; i < slots.length; i += 1) {
    if (step * (slots[i]! - slots[i - 1]!) <= 0) slots[i] = slots[i - 1]! + step;
  }
  return order.flatMap((row, i) => (row.attributes.position === slots[i] ? [] : [{ id: Number(row.id), position: slots[i]! }]));
}

/** The page with `changes` applied and its rows in their new order (ties by id, as the server breaks them). */
export function withPositions<D extends { data: List[] }>(page: D, changes: readonly PositionChange[], dir: SortDirection): D {
  const position = new Map(changes.map((change) => [String(change.id), change.position]));
  const step = dir === 'desc' ? -1 : 1;
  const data = page.data
    .map((list) => (position.has(list.id) ? { ...list, attributes: { ...list.attributes, position: position.get(list.id)! } } : list))
    .sort((a, b) => step * (a.attributes.position - b.attributes.position || Number(a.id) - Number(b.id)));
  return { ...page, data };
}

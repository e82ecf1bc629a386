import { LIST_FILTERS, type List } from '@tracker/core/lists';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useSearch } from 'wouter';
import { errorMessage } from '../api/error-message';
import type { Command } from '../ui/commands/command-registry';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable, type ListTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { parseSort } from '../ui/data-table/sort';
import { DataTableFilters } from '../ui/data-table/data-table-filters';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { listColumns, listIdOfRow } from './columns';
import { rememberListSearch } from './last-list-search';
import { LIST_LIST_PARAMS, listListQuery } from './list-list-params';
import { useMoveLists } from './mutations';
import { listQueries } from './queries';
import { reorderedPositions } from './reorder';
import './list-screens.css';

const LISTS_TABLE: Omit<ListTable<List>, 'columns'> = {
  label: 'Lists',
  keys: 'lists.table',
  getRowId: (list) => list.id,
  rowLabel: (list) => list.attributes.name,
  rowHref: (list) => `/lists/${list.id}`,
  empty: 'No list matches these filters.',
};
const NO_LISTS: List[] = [];

/** The row a drag is over, marked for the eye (the table's rows are not the screen's to render). */
const DROP_TARGET = 'data-drop-target';

/**
 * /lists: lists filtered by name, state, type and featured (featured ones by default), sorted
 * (position:desc by default), 25 a page. Sorted by position, the active row moves up and down with
 * Shift+K and Shift+J, or a row is dragged by its handle; the new positions save at once.
 */
export function ListsPage() {
  const search = useSearch();
  const {
    params,
    filters,
    query: lists,
    list,
  } = useListScreen({
    id: 'lists',
    filters: LIST_FILTERS,
    params: LIST_LIST_PARAMS,
    query: (p) => listQueries.list(listListQuery(p)),
  });
  const query = useMemo(() => listListQuery(params), [params]);
  const rows = lists.data?.data ?? NO_LISTS;
  const sort = parseSort(list.sort);
  // Positions mean something to the eye only while the rows are shown in their order.
  const reorderable = sort?.field === 'position';
  const dir = sort?.dir ?? 'desc';
  const move = useMoveLists(query, dir);
  const [active, setActive] = useState<List | null>(null);
  // The list being dragged by its handle.
  const [dragged, setDragged] = useState<string | null>(null);
  const table = useRef<HTMLDivElement>(null);

  useEffect(() => rememberListSearch(search), [search]);

  function moveRow(from: number, to: number) {
    // The rows of the page before are still on screen while the next loads: not theirs to move.
    if (lists.isPlaceholderData) return;
    const positions = reorderedPositions(rows, from, to, dir);
    if (positions.length > 0) move.mutate(positions);
  }

  const at = active ? rows.findIndex((list) => list.id === active.id) : -1;
  const moves: Command[] = [];
  const keywords = ['reorder', 'position', 'drag'];
  if (reorderable && at > 0) {
    moves.push({
      id: 'lists.move-up',
      title: 'Move list up',
      group: 'Lists',
      shortcut: 'shift+k',
      keywords,
      perform: () => moveRow(at, at - 1),
    });
  }
  if (reorderable && at !== -1 && at < rows.length - 1) {
    moves.push({
      id: 'lists.move-down',
      title: 'Move list down',
      group: 'Lists',
      shortcut: 'shift+j',
      keywords,
      perform: () => moveRow(at, at + 1),
    });
  }
  useCommands(moves);

  // Memoised, so rows re-render only when they change.
  const columns = useMemo(() => listColumns(reorderable ? setDragged : null), [reorderable]);

  function markDropTarget(target: Element | null) {
    for (const row of table.current?.querySelectorAll(`[${DROP_TARGET}]`) ?? []) if (row !== target) row.removeAttribute(DROP_TARGET);
    target?.setAttribute(DROP_TARGET, '');
  }

  function endDrag() {
    setDragged(null);
    markDropTarget(null);
  }

  const drag = {
    onDragOver: (event: DragEvent) => {
      if (!dragged || !listIdOfRow(event.target)) return;
      // Accepting the drop here.
      event.preventDefault();
      markDropTarget(event.target instanceof Element ? event.target.closest('tr') : null);
    },
    onDrop: (event: DragEvent) => {
      const from = rows.findIndex((list) => list.id === dragged);
      const to = rows.findIndex((list) => list.id === listIdOfRow(event.target));
      endDrag();
      if (from === -1 || to === -1) return;
      event.preventDefault();
      moveRow(from, to);
    },
    onDragEnd: endDrag,
  };

  return (
    <section>
      <header className="screen-header">
        <h1>Lists</h1>
      </header>
      <DataTableToolbar>
        <DataTableFilters {...filters} line={['q']} search="q" panel={['featured', 'state', 'type']} />
      </DataTableToolbar>
      {move.isError && (
        <p className="alert" role="alert">
          The new order was not saved, so the lists are back where they were: {errorMessage(move.error)}
        </p>
      )}
      <div ref={table} className="lists-table" {...(reorderable ? drag : {})}>
        <DataTable {...LISTS_TABLE} list={list} columns={columns} onActiveChange={setActive} />
      </div>
      {reorderable ? null : <p className="muted">Sort by position to reorder the lists.</p>}
      <DataTablePagination list={list} noun={['list', 'lists']} />
    </section>
  );
}

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { errorMessage } from '../../api/error-message';
import './column-meta';
import { selectionColumn } from './selection-column';
import { rememberedRows } from './remembered-rows';
import { extendSelection, keepListed, NO_ROWS_SELECTED, selectedIds, selectPage, toggleRow, type SelectionRange } from './row-selection';
import { nextSort, parseSort } from './sort';
import { sortFields, type SortField } from './sort-fields';
import { SortNote } from './sort-note';
import { SortableHeader } from './sortable-header';
import { useTableKeys } from './use-table-keys';
import type { ListScreenState } from './use-list-screen';

export type DataTableProps<T, V> = {
  /**
   * A list screen's list (`useListScreen`): the rows, loading, refetching, error and retry, and the
   * sort come from it, and focus lands on the table on arrival.
   */
  list?: ListScreenState<T>;
  /** The table's accessible name, e.g. 'Companies'. */
  label: string;
  columns: ColumnDef<T, V>[];
  /** The rows; undefined while the first load runs (a list screen's come from `list`). */
  data?: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** How a row is named to assistive technology, e.g. the company's name. */
  rowLabel: (row: T) => string;
  /** Enter (or the `open` command) on the active row. */
  onOpen?: (row: T) => void;
  /** Where Enter on the active row goes, for a table whose rows open their own screen (instead of onOpen). */
  rowHref?: (row: T) => string;
  /** The current `field:dir` sort; with onSortChange, columns with enableSorting get sortable headers. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /**
   * Fields the server sorts by that no column shows (kept off a dense list): each gets a 'Sort by …'
   * command after the columns' own, and the table says when it is sorted by one.
   */
  columnlessSorts?: readonly SortField[];
  /** With onSelectionChange, a checkbox column selects rows (keys are row ids). */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  isLoading?: boolean;
  /** A refetch is running while older rows show. */
  isFetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** Id prefix of the j/k/x/Enter commands; false when another table on the screen has the keys. */
  keys?: string | false;
  /** The keys work only while the table has focus: the screen binds the same keys to something else (j/k through a queue). */
  keysWhileFocused?: boolean;
  /** Told of the active row as it changes, for commands on it (remove, open its website ...). */
  onActiveChange?: (row: T | null) => void;
  /** The screen's main table (a list screen's): focus lands on it after navigating to the screen. */
  focusOnArrival?: boolean;
};

/**
 * A list screen's table as the screen declares it once, at module level (`COMPANIES_TABLE`), and
 * spreads into `DataTable` beside its list: `<DataTable {...COMPANIES_TABLE} list={list} />`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of every value type
export type ListTable<T> = Pick<DataTableProps<T, any>, 'label' | 'keys' | 'columns' | 'getRowId' | 'rowLabel' | 'rowHref' | 'empty'>;

const NO_ROWS: never[] = [];
const NO_SELECTION = NO_ROWS_SELECTED;
const NO_SORTS: readonly SortField[] = [];

/** How many rows PageUp and PageDown move. */
const PAGE_ROWS = 10;

/**
 * The console's table: TanStack Table with server-side sort and paging. j/k move the active row
 * (highlighted, scrolled into view, announced through aria-activedescendant), PageUp/PageDown by
 * ten, Home/End to the first and last, x selects it, Shift+j/k extend the selection, Ctrl/Cmd+A
 * selects the page and Esc clears the selection, Enter opens it; the arrow keys and Space do
 * the same while the table has focus. Each sortable column, and each sort field no column shows,
 * gets a 'Sort by …' command (s, then its number). The active row is remembered per table and URL,
 * so coming back to a list restores it. Rows re-render only when their record, selection or
 * activity changes, so a key press on a page of 250 rows stays cheap.
 */
export function DataTable<T, V>(given: DataTableProps<T, V>) {
  const props = fromList(given);
  const [pathname, navigate] = useLocation();
  const { rowHref } = props;
  const onOpen = props.onOpen ?? (rowHref && ((row: T) => navigate(rowHref(row))));
  const { label, data, getRowId, rowLabel, sort, onSortChange, selection, onSelectionChange, columnlessSorts = NO_SORTS } = props;
  const selectable = Boolean(onSelectionChange);
  const columns = useMemo(
    () => (selectable ? [selectionColumn<T>(rowLabel) as ColumnDef<T, V>, ...props.columns] : props.columns),
    [selectable, rowLabel, props.columns],
  );
  const current = parseSort(sort);
  // The table is rebuilt every render anyway; nothing here relies on memoising its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: (data ?? NO_ROWS) as T[],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: selectable,
    state: {
      sorting: current ? [{ id: current.field, desc: current.dir === 'desc' }] : [],
      rowSelection: selection ?? NO_SELECTION,
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      onSelectionChange?.(typeof updater === 'function' ? updater(selection ?? NO_SELECTION) : updater),
  });

  const rows = table.getRowModel().rows;
  const baseId = useId();
  const rowDomId = (rowId: string) => `${baseId}-row-${rowId}`;
  const gridRef = useRef<HTMLTableElement>(null);
  const search = useSearch();
  const place = `${pathname}?${search}#${label}`;
  const [activeId, setActiveId] = useState<string | null>(() => rememberedRows.get(place) ?? null);
  const activeIndex = rows.findIndex((row) => row.id === activeId);
  const active = rows[activeIndex];

  useEffect(() => rememberedRows.set(place, activeId), [place, activeId]);
  // Focus that arrived before the rows (the screen took focus while loading) gets its row once they come.
  const firstId = rows[0]?.id;
  useEffect(() => {
    if (firstId && !active && document.activeElement === gridRef.current) setActiveId(firstId);
  }, [firstId, active]);
  const onActiveChange = props.onActiveChange;
  const activeRecord = active?.original ?? null;
  useEffect(() => onActiveChange?.(activeRecord), [onActiveChange, activeRecord]);

  useEffect(() => {
    if (activeId) document.getElementById(rowDomId(activeId))?.scrollIntoView({ block: 'nearest' });
    // rowDomId depends only on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeId]);

  function moveTo(index: number) {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!row) return;
    setActiveId(row.id);
    // Focus on the table lets a screen reader announce the active row.
    if (!gridRef.current?.contains(document.activeElement)) gridRef.current?.focus({ preventScroll: true });
  }
  const move = (delta: number) => moveTo(activeIndex === -1 ? 0 : activeIndex + delta);
  const toggle = selectable ? () => active && onSelectionChange?.(toggleRow(selection ?? NO_SELECTION, active.id)) : undefined;
  // Where a Shift+j/k range started; a selection changed otherwise since starts a new one.
  const range = useRef<SelectionRange | null>(null);
  const rowIds = rows.map((row) => row.id);
  const selecting = onSelectionChange && {
    extend(delta: number) {
      const to = rows[Math.max(0, Math.min(rows.length - 1, activeIndex === -1 ? 0 : activeIndex + delta))];
      if (!to) return;
      const extended = extendSelection(selection ?? NO_SELECTION, range.current, rowIds, active?.id ?? null, to.id);
      range.current = extended.range;
      onSelectionChange(extended.selection);
      moveTo(rows.indexOf(to));
    },
    selectPage: () => onSelectionChange(selectPage(selection ?? NO_SELECTION, rowIds)),
    clear: selectedIds(keepListed(selection ?? NO_SELECTION, rowIds)).length > 0 ? () => onSelectionChange(NO_SELECTION) : undefined,
  };
  const open = onOpen ? () => active && onOpen(active.original) : undefined;

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (event.target !== event.currentTarget) return;
    const actions: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      PageDown: () => move(PAGE_ROWS),
      PageUp: () => move(-PAGE_ROWS),
      ' ': () => toggle?.(),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  return (
    <div className="data-table-wrap">
      {Boolean(props.error) && data && (
        <p className="alert" role="alert">
          {errorMessage(props.error)}
        </p>
      )}
      <TableKeys
        id={props.keys || 'table'}
        enabled={props.keys !== false}
        move={move}
        moveTo={(where) => moveTo(where === 'first' ? 0 : rows.length - 1)}
        toggle={toggle}
        selecting={selecting}
        open={open}
        focusScope={props.keysWhileFocused ? () => gridRef.current : undefined}
        sorts={
          onSortChange
            ? sortFields(columns, columnlessSorts).map(({ id, title, descFirst }) => ({
                title,
                perform: () => onSortChange(nextSort(sort, id, descFirst)),
              }))
            : []
        }
      />
      <SortNote sort={current} columnless={columnlessSorts} />
      <table
        ref={gridRef}
        className="data-table"
        role="grid"
        aria-label={label}
        aria-multiselectable={selectable || undefined}
        aria-activedescendant={active ? rowDomId(active.id) : undefined}
        aria-busy={props.isFetching || props.isLoading || undefined}
        data-focus-on-arrival={props.focusOnArrival || undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onMouseOver={showCutText}
        onFocus={(event) => {
          // A key that moved the row focuses the table in the same event: keep the row it chose.
          const first = rows[0];
          if (event.target === event.currentTarget && !active && first)
            setActiveId((chosen) => (rows.some((row) => row.id === chosen) ? chosen : first.id));
        }}
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column;
                // The server sorts; a column opts in with enableSorting and a plain-text header.
                const { enableSorting, header: title } = column.columnDef;
                const sortable = enableSorting === true && onSortChange && typeof title === 'string';
                const direction = current?.field === column.id ? current.dir : undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={column.columnDef.meta?.className}
                    aria-sort={sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
                  >
                    {sortable ? (
                      <SortableHeader
                        label={title}
                        direction={direction}
                        onSort={() => onSortChange(nextSort(sort, column.id, column.columnDef.meta?.descFirst))}
                      />
                    ) : (
                      !header.isPlaceholder && flexRender(column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="data-table-state">
                <TableState {...props} />
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <DataTableRow
                key={row.id}
                row={row}
                domId={rowDomId(row.id)}
                selected={selectable ? row.getIsSelected() : undefined}
                active={row.id === active?.id}
                onActivate={setActiveId}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The props a list screen's list gives, under those the screen passes itself. */
function fromList<T, V>(props: DataTableProps<T, V>): DataTableProps<T, V> {
  const { list } = props;
  if (!list) return props;
  const { query } = list;
  return {
    data: query.data?.data,
    isLoading: query.isPending,
    isFetching: query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
    sort: list.sort,
    onSortChange: list.onSortChange,
    selection: list.selection?.state,
    onSelectionChange: list.selection?.onChange,
    focusOnArrival: true,
    ...props,
  };
}

/** A cell cut short by the one-line rows shows its whole text on hover. */
function showCutText(event: MouseEvent<HTMLTableElement>) {
  const cell = event.target instanceof Element ? event.target.closest('td') : null;
  if (cell && !cell.title && cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
}

type RowProps<T> = {
  row: Row<T>;
  domId: string;
  /** Undefined when the table does not select rows. */
  selected: boolean | undefined;
  active: boolean;
  onActivate: (rowId: string) => void;
};

/** One row; memoised, so moving the active row re-renders two rows, not the page. */
const DataTableRow = memo(function DataTableRow<T>({ row, domId, selected, active, onActivate }: RowProps<T>) {
  return (
    <tr id={domId} aria-selected={selected} data-active={active || undefined} onClick={() => onActivate(row.id)}>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={cell.column.columnDef.meta?.className}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** Registers the keys only while enabled, so a second table on a screen does not take them over. */
function TableKeys({ enabled, ...actions }: Parameters<typeof useTableKeys>[0] & { enabled: boolean }) {
  return enabled ? <BoundKeys {...actions} /> : null;
}

function BoundKeys(actions: Parameters<typeof useTableKeys>[0]) {
  useTableKeys(actions);
  return null;
}

/** What the table says instead of rows: loading, the error with a retry, or that nothing matches. */
function TableState<T, V>({ data, isLoading, error, onRetry, empty }: DataTableProps<T, V>) {
  if (error && !data) {
    return (
      <div className="data-table-error">
        <p className="alert" role="alert">
          {errorMessage(error)}
        </p>
        {onRetry && (
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (isLoading || !data) return <span role="status">Loading…</span>;
  return <span className="muted">{empty ?? 'Nothing to show.'}</span>;
}

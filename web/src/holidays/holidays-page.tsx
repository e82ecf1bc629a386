import { HOLIDAY_FILTERS, HOLIDAYS_PAGE_SIZE, type Holiday } from '@tracker/core/holidays';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable, type ListTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { listFilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { DataTableFilters } from '../ui/data-table/data-table-filters';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { holidayQueries } from './queries';

const HOLIDAY_LIST_PARAMS = listFilterParams(HOLIDAY_FILTERS);

const columns: ColumnDef<Holiday>[] = [
  {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    cell: ({ row }) => <Link href={`/holidays/${row.original.id}`}>{row.original.attributes.name}</Link>,
  },
  { id: 'keywords', header: 'Keywords', cell: ({ row }) => row.original.attributes.keywords },
  {
    id: 'next_date',
    header: 'Dates',
    enableSorting: true,
    cell: ({ row }) => row.original.attributes.dates.map((d) => d.occurs_at).join(', '),
  },
];

const HOLIDAYS_TABLE: ListTable<Holiday> = {
  label: 'Holidays',
  keys: 'holidays.table',
  columns,
  getRowId: (h) => h.id,
  rowLabel: (h) => h.attributes.name,
  rowHref: (h) => `/holidays/${h.id}`,
  empty: 'No holiday matches.',
};

/** /holidays: holidays by name with their dates, searched by name or keyword. */
export function HolidaysPage() {
  const [, navigate] = useLocation();
  const { filters, list } = useListScreen({
    id: 'holidays',
    filters: HOLIDAY_FILTERS,
    params: HOLIDAY_LIST_PARAMS,
    query: (p) => holidayQueries.list({ ...listFilterQuery(HOLIDAY_FILTERS, p), page: p.page, size: HOLIDAYS_PAGE_SIZE }),
  });
  useCommands([
    { id: 'holidays.create', title: 'Create holiday', group: 'Holidays', shortcut: 'c', perform: () => navigate('/holidays/create') },
  ]);
  return (
    <section>
      <header className="screen-header">
        <h1>Holidays</h1>
        <Link href="/holidays/create">Create holiday</Link>
      </header>
      <DataTableToolbar>
        <DataTableFilters {...filters} line={['q']} search="q" />
      </DataTableToolbar>
      <DataTable {...HOLIDAYS_TABLE} list={list} />
      <DataTablePagination list={list} noun={['holiday', 'holidays']} />
    </section>
  );
}

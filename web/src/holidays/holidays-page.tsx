import { HOLIDAY_FILTERS, HOLIDAYS_PAGE_SIZE, type Holiday } from '@tracker/core/holidays';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { listFilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { SearchField } from '../ui/search-field';
import { useSearchParamsState } from '../ui/use-search-params-state';
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

/** /holidays: holidays by name with their dates, searched by name or keyword. */
export function HolidaysPage() {
  const [, navigate] = useLocation();
  const [params, setParams, hrefFor] = useSearchParamsState(HOLIDAY_LIST_PARAMS);
  const holidays = useQuery(
    holidayQueries.list({ ...listFilterQuery(HOLIDAY_FILTERS, params), page: params.page, size: HOLIDAYS_PAGE_SIZE }),
  );
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
        <SearchField
          label="Search holidays"
          placeholder="Name or keyword"
          value={params.q}
          onSearch={(q, options) => setParams({ q }, options)}
        />
      </DataTableToolbar>
      <DataTable
        label="Holidays"
        keys="holidays.table"
        columns={columns}
        data={holidays.data?.data}
        getRowId={(h) => h.id}
        rowLabel={(h) => h.attributes.name}
        sort={params.sort}
        onSortChange={(sort) => setParams({ sort })}
        onOpen={(h) => navigate(`/holidays/${h.id}`)}
        isLoading={holidays.isPending}
        isFetching={holidays.isPlaceholderData}
        error={holidays.error}
        onRetry={() => void holidays.refetch()}
        empty="No holiday matches."
      />
      <DataTablePagination meta={holidays.data?.meta} noun={['holiday', 'holidays']} hrefFor={(page) => hrefFor({ page })} />
    </section>
  );
}

import { ADDRESS_FILTERS, ADDRESSES_PAGE_SIZE, type Address } from '@tracker/core/addresses';
import { JOURNEY_TYPE_LABELS } from '@tracker/core/journeys';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'wouter';
import { DataTable, type ListTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { listFilterParams, pageOf } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { DataTableFilters } from '../ui/data-table/data-table-filters';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { addressQueries } from './queries';

const PARAMS = listFilterParams(ADDRESS_FILTERS);

const columns: ColumnDef<Address>[] = [
  {
    id: 'email',
    header: 'Address',
    cell: ({ row }) => <Link href={`/addresses/${row.original.id}`}>{row.original.attributes.email_address}</Link>,
  },
  { id: 'company', header: 'Company', cell: ({ row }) => row.original.attributes.company_name ?? <span className="muted">none</span> },
  { id: 'type', header: 'Type', cell: ({ row }) => JOURNEY_TYPE_LABELS[row.original.attributes.journey_type] },
  { id: 'emails', header: 'Emails', meta: { className: 'column-number' }, cell: ({ row }) => row.original.attributes.emails_count },
  { id: 'created_at', header: 'Created', cell: ({ row }) => new Date(row.original.attributes.created_at).toLocaleDateString('en-CA') },
];

const ADDRESSES_TABLE: ListTable<Address> = {
  label: 'Addresses',
  keys: 'addresses.table',
  columns,
  getRowId: (a) => a.id,
  rowLabel: (a) => a.attributes.email_address,
  rowHref: (a) => `/addresses/${a.id}`,
  empty: 'No address matches.',
};

/** /addresses: the tracked inboxes, newest first, searched by companies or by company_id. */
export function AddressesPage() {
  const { filters, list } = useListScreen({
    id: 'addresses',
    filters: ADDRESS_FILTERS,
    params: PARAMS,
    query: (p) => addressQueries.list({ ...listFilterQuery(ADDRESS_FILTERS, p), ...pageOf(p), size: ADDRESSES_PAGE_SIZE }),
  });
  return (
    <section>
      <header className="screen-header">
        <h1>Addresses</h1>
      </header>
      <DataTableToolbar>
        <DataTableFilters {...filters} line={['q']} search="q" />
      </DataTableToolbar>
      <DataTable {...ADDRESSES_TABLE} list={list} />
      <DataTablePagination list={list} noun={['address', 'addresses']} />
    </section>
  );
}

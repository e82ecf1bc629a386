import { ADDRESS_FILTERS, ADDRESSES_PAGE_SIZE, type Address } from '@tracker/core/addresses';
import { JOURNEY_TYPE_LABELS } from '@tracker/core/journeys';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'wouter';
import { DataTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { listFilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { SearchField } from '../ui/search-field';
import { useSearchParamsState } from '../ui/use-search-params-state';
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

/** /addresses: the tracked inboxes, newest first, searched by companies or by company_id. */
export function AddressesPage() {
  const [, navigate] = useLocation();
  const [params, setParams, hrefFor] = useSearchParamsState(PARAMS);
  const list = useQuery(addressQueries.list({ ...listFilterQuery(ADDRESS_FILTERS, params), page: params.page, size: ADDRESSES_PAGE_SIZE }));
  return (
    <section>
      <header className="screen-header">
        <h1>Addresses</h1>
      </header>
      <DataTableToolbar>
        <SearchField
          label="Companies"
          placeholder="Company name or domain"
          value={params.companies}
          onSearch={(companies, o) => setParams({ companies }, o)}
        />
        <SearchField
          label="Company id"
          placeholder="Id"
          inputMode="numeric"
          value={params.company_id}
          onSearch={(company_id, o) => setParams({ company_id }, o)}
        />
        <SearchField label="Address" placeholder="Part of the address" value={params.q} onSearch={(q, o) => setParams({ q }, o)} />
      </DataTableToolbar>
      <DataTable
        label="Addresses"
        keys="addresses.table"
        columns={columns}
        data={list.data?.data}
        getRowId={(a) => a.id}
        rowLabel={(a) => a.attributes.email_address}
        onOpen={(a) => navigate(`/addresses/${a.id}`)}
        isLoading={list.isPending}
        isFetching={list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty="No address matches."
      />
      <DataTablePagination meta={list.data?.meta} noun={['address', 'addresses']} hrefFor={(page) => hrefFor({ page })} />
    </section>
  );
}

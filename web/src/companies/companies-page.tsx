import type { Company } from '@tracker/core/companies';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { GroupPickerDialog } from '../groups';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { useSearchParamsState } from '../ui/use-search-params-state';
import { COMPANY_COLUMNLESS_SORTS } from './columnless-sorts';
import { companyColumns } from './columns';
import { companyCommands } from './company-commands';
import { companyFilters, COMPANY_LIST_PARAMS } from './company-list-params';
import { CompaniesFilters } from './components/companies-filters';
import { CompanyLookup } from './components/company-lookup';
import { ExportCompanies } from './components/export-companies';
import { rememberListSearch } from './last-list-search';
import { companyQueries } from './queries';
import './company-screens.css';

const companyId = (company: Company) => company.id;
const companyName = (company: Company) => company.attributes.name;

/** /companies: the filtered, sorted, paged list, with lookup, create and the CSV export. */
export function CompaniesPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [params, setParams, hrefFor] = useSearchParamsState(COMPANY_LIST_PARAMS);
  const filters = useMemo(() => companyFilters(params), [params]);
  const companies = useQuery(companyQueries.list({ ...filters, page: params.page }));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [picking, setPicking] = useState(false);
  // A technology's chip in a row filters the list by it. Memoised, so rows re-render only when they change.
  const columns = useMemo(() => companyColumns((technology_id) => setParams({ technology_id })), [setParams]);
  const searchBox = useRef<HTMLDivElement>(null);
  const selected = Object.keys(selection).filter((id) => selection[id]);

  const [activeCompany, setActiveCompany] = useState<Company | null>(null);

  useEffect(() => rememberListSearch(search), [search]);
  useCommands([
    ...companyCommands(activeCompany),
    {
      // The shell's id for the create screen, so the palette lists it once, here with its key.
      id: 'go./companies/create',
      title: 'Create company',
      group: 'Companies',
      shortcut: 'c',
      keywords: ['new', 'add'],
      perform: () => navigate('/companies/create'),
    },
    {
      id: 'companies.search',
      title: 'Search companies',
      group: 'Companies',
      shortcut: '/',
      keywords: ['filter', 'find'],
      perform: () => searchBox.current?.querySelector('input')?.focus(),
    },
  ]);

  return (
    <section className="companies-page">
      <header className="screen-header">
        <h1>Companies</h1>
        <div className="screen-actions">
          <ExportCompanies filters={filters} />
          <Link href="/companies/create" className="button primary">
            Create company
          </Link>
        </div>
      </header>
      <CompanyLookup />
      <div ref={searchBox}>
        <DataTableToolbar
          selectedCount={selected.length}
          onClearSelection={() => setSelection({})}
          selectionActions={
            <button type="button" onClick={() => setPicking(true)}>
              Add selected to group
            </button>
          }
        >
          <CompaniesFilters params={params} setParams={setParams} />
        </DataTableToolbar>
      </div>
      <DataTable
        label="Companies"
        keys="companies.table"
        focusOnArrival
        columns={columns}
        data={companies.data?.data}
        getRowId={companyId}
        rowLabel={companyName}
        sort={params.sort}
        onSortChange={(sort) => setParams({ sort })}
        columnlessSorts={COMPANY_COLUMNLESS_SORTS}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={(company) => navigate(`/companies/${company.id}`)}
        onActiveChange={setActiveCompany}
        isLoading={companies.isPending}
        isFetching={companies.isPlaceholderData}
        error={companies.error}
        onRetry={() => void companies.refetch()}
        empty="No company matches these filters."
      />
      <DataTablePagination meta={companies.data?.meta} noun={['company', 'companies']} hrefFor={(page) => hrefFor({ page })} />
      {picking && (
        <GroupPickerDialog
          companyIds={selected}
          what={selected.length === 1 ? '1 company' : `${selected.length} companies`}
          onClose={() => setPicking(false)}
          onAdded={() => setSelection({})}
        />
      )}
    </section>
  );
}

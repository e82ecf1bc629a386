import { COMPANY_FILTERS, type Company } from '@tracker/core/companies';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable, type ListTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { pageOf } from '../ui/list-filter-params';
import { COMPANY_COLUMNLESS_SORTS } from './columnless-sorts';
import { companyColumns } from './columns';
import { companyCommands } from './company-commands';
import { companyFilters, COMPANY_LIST_PARAMS } from './company-list-params';
import { CompaniesFilters } from './components/companies-filters';
import { CompanyLookup } from './components/company-lookup';
import { CompanySelection } from './components/company-selection';
import { ExportCompanies } from './components/export-companies';
import { rememberListSearch } from './last-list-search';
import { companyQueries } from './queries';
import './company-screens.css';

const COMPANIES_TABLE: Omit<ListTable<Company>, 'columns'> = {
  label: 'Companies',
  keys: 'companies.table',
  getRowId: (company) => company.id,
  rowLabel: (company) => company.attributes.name,
  rowHref: (company) => `/companies/${company.id}`,
  empty: 'No company matches these filters.',
};

/** /companies: the filtered, sorted, paged list, with lookup, create and the CSV export. */
export function CompaniesPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const {
    params,
    setParams,
    filters: filterProps,
    list,
    selection,
  } = useListScreen({
    id: 'companies',
    filters: COMPANY_FILTERS,
    params: COMPANY_LIST_PARAMS,
    query: (p) => companyQueries.list({ ...companyFilters(p), ...pageOf(p) }),
    selectable: { rowId: COMPANIES_TABLE.getRowId },
  });
  const filters = useMemo(() => companyFilters(params), [params]);
  // A technology's chip in a row filters the list by it. Memoised, so rows re-render only when they change.
  const columns = useMemo(() => companyColumns((technology_id) => setParams({ technology_id })), [setParams]);

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
      <DataTableToolbar>
        <CompaniesFilters {...filterProps} />
      </DataTableToolbar>
      <DataTable
        {...COMPANIES_TABLE}
        list={list}
        columns={columns}
        columnlessSorts={COMPANY_COLUMNLESS_SORTS}
        onActiveChange={setActiveCompany}
      />
      <DataTablePagination list={list} noun={['company', 'companies']} />
      <CompanySelection selection={selection} />
    </section>
  );
}

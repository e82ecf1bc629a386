import { COMPANY_FILTERS, type Company } from '@tracker/core/companies';
import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { GroupPickerDialog } from '../groups';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable, type ListTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { useListScreen } from '../ui/data-table/use-list-screen';
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
  } = useListScreen({
    id: 'companies',
    filters: COMPANY_FILTERS,
    params: COMPANY_LIST_PARAMS,
    query: (p) => companyQueries.list({ ...companyFilters(p), page: p.page }),
  });
  const filters = useMemo(() => companyFilters(params), [params]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [picking, setPicking] = useState(false);
  // A technology's chip in a row filters the list by it. Memoised, so rows re-render only when they change.
  const columns = useMemo(() => companyColumns((technology_id) => setParams({ technology_id })), [setParams]);
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
      <DataTableToolbar
        selectedCount={selected.length}
        onClearSelection={() => setSelection({})}
        selectionActions={
          <button type="button" onClick={() => setPicking(true)}>
            Add selected to group
          </button>
        }
      >
        <CompaniesFilters {...filterProps} />
      </DataTableToolbar>
      <DataTable
        {...COMPANIES_TABLE}
        list={list}
        columns={columns}
        columnlessSorts={COMPANY_COLUMNLESS_SORTS}
        selection={selection}
        onSelectionChange={setSelection}
        onActiveChange={setActiveCompany}
      />
      <DataTablePagination list={list} noun={['company', 'companies']} />
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

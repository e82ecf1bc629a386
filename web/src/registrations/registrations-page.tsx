import { REGISTRATION_FILTERS, type Registration } from '@tracker/core/registrations';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable, type ListTable } from '../ui/data-table/data-table';
import { DataTableFilters } from '../ui/data-table/data-table-filters';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { registrationColumns } from './columns';
import { AssigneeFilter } from './components/assignee-filter';
import { useClaimNext } from './components/claim-next';
import { RegistrationSelection } from './components/registration-selection';
import { registrationQueries as queries } from './queries';
import { REGISTRATION_LIST_PARAMS, registrationListQuery } from './registration-list-params';
import { rememberQueue } from './queue';

const REGISTRATIONS_TABLE: ListTable<Registration> = {
  label: 'Registrations',
  keys: 'registrations.table',
  columns: registrationColumns,
  getRowId: (r) => r.id,
  rowLabel: (r) => `${r.attributes.company_name}, ${r.attributes.email_address ?? 'no address'}`,
  rowHref: (r) => `/registrations/${r.id}`,
  empty: 'No registration matches.',
};

/** /registrations: the review queue, every filter in the URL, and a reset to spec section 9's defaults. */
export function RegistrationsPage() {
  const [, navigate] = useLocation();
  const {
    filters,
    query: page,
    list,
    selection,
  } = useListScreen({
    id: 'registrations',
    filters: REGISTRATION_FILTERS,
    params: REGISTRATION_LIST_PARAMS,
    query: (p) => queries.list(registrationListQuery(p)),
    selectable: { rowId: REGISTRATIONS_TABLE.getRowId },
  });
  const claimNext = useClaimNext();
  // The 'Claim the next unclaimed registration' command lands here with claim=next.
  const [search] = useSearchParams();
  const claimAsked = search.get('claim') === 'next';
  const claimed = useRef(false);
  useEffect(() => {
    if (claimAsked && !claimed.current) {
      claimed.current = true;
      void claimNext();
    }
  }, [claimAsked, claimNext]);
  const ids = page.data?.data.map((r) => r.id);
  useEffect(() => {
    if (ids) rememberQueue(ids);
  }, [ids]);
  useCommands([
    {
      id: 'registrations.create',
      title: 'Create registration',
      group: 'Registrations',
      shortcut: 'c',
      perform: () => navigate('/registrations/create'),
    },
  ]);

  return (
    <section>
      <header className="screen-header">
        <h1>Registrations</h1>
        <nav className="registration-links">
          <Link href="/registrations/create">Create registration</Link> · <Link href="/registrations/recap">Recap</Link> ·{' '}
          <button type="button" onClick={() => void claimNext()}>
            Claim next unclaimed
          </button>
        </nav>
      </header>
      <DataTableToolbar>
        <DataTableFilters {...filters} controls={{ assignee: <AssigneeFilter {...filters} page={page.data} /> }} />
      </DataTableToolbar>
      <DataTable {...REGISTRATIONS_TABLE} list={list} />
      <DataTablePagination list={list} noun={['registration', 'registrations']} />
      <RegistrationSelection selection={selection} />
    </section>
  );
}

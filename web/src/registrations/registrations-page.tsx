import { REGISTRATION_FILTERS, type Registration } from '@tracker/core/registrations';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable } from '../ui/data-table/data-table';
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

const registrationId = (r: Registration) => r.id;
const registrationName = (r: Registration) => `${r.attributes.company_name}, ${r.attributes.email_address ?? 'no address'}`;

/** /registrations: the review queue, every filter in the URL, and a reset to spec section 9's defaults. */
export function RegistrationsPage() {
  const [, navigate] = useLocation();
  const {
    params,
    setParams,
    query: page,
    list,
    selection,
  } = useListScreen({
    filters: REGISTRATION_FILTERS,
    params: REGISTRATION_LIST_PARAMS,
    query: (p) => queries.list(registrationListQuery(p)),
    selectable: { rowId: registrationId },
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
        <DataTableFilters
          id="registrations.filters"
          declaration={REGISTRATION_FILTERS}
          params={params}
          setParams={setParams}
          controls={{ assignee: <AssigneeFilter params={params} setParams={setParams} page={page.data} /> }}
        />
      </DataTableToolbar>
      <DataTable
        label="Registrations"
        keys="registrations.table"
        list={list}
        columns={registrationColumns}
        getRowId={registrationId}
        rowLabel={registrationName}
        onOpen={(r) => navigate(`/registrations/${r.id}`)}
        empty="No registration matches."
      />
      <DataTablePagination list={list} noun={['registration', 'registrations']} />
      <RegistrationSelection selection={selection} />
    </section>
  );
}

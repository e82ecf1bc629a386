import type { Registration } from '@tracker/core/registrations';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { SelectField } from '../ui/select-field';
import { useSearchParamsState } from '../ui/use-search-params-state';
import { registrationColumns } from './columns';
import { useClaimNext } from './components/claim-next';
import { registrationQueries as queries } from './queries';
import {
  assigneeChange,
  EMAILS_OPTIONS,
  ORDER_OPTIONS,
  PRIORITIZED_OPTIONS,
  REGISTRATION_LIST_PARAMS,
  registrationListQuery,
  RESET_FILTERS,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
} from './registration-list-params';
import { rememberQueue } from './queue';

const registrationId = (r: Registration) => r.id;
const registrationName = (r: Registration) => `${r.attributes.company_name}, ${r.attributes.email_address ?? 'no address'}`;

/** /registrations: the review queue, every filter in the URL, and a reset to spec section 9's defaults. */
export function RegistrationsPage() {
  const [, navigate] = useLocation();
  const [params, setParams, hrefFor] = useSearchParamsState(REGISTRATION_LIST_PARAMS);
  const list = useQuery(queries.list(registrationListQuery(params)));
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
  const ids = list.data?.data.map((r) => r.id);
  useEffect(() => {
    if (ids) rememberQueue(ids);
  }, [ids]);
  const assignees = (list.data?.included ?? []).filter((u) => u.type === 'users');
  const assigneeOptions = [
    { value: 'all', label: 'Anyone' },
    { value: 'me', label: 'Me' },
    ...assignees.map((u) => ({ value: u.id, label: String(u.attributes.email) })),
  ];
  useCommands([
    {
      id: 'registrations.reset',
      title: 'Reset registration filters',
      group: 'Registrations',
      shortcut: 'x',
      perform: () => setParams(RESET_FILTERS),
    },
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
        <SelectField
          label="Assignee"
          options={assigneeOptions}
          value={params.assignee}
          onChange={(e) => setParams(assigneeChange(params, e.target.value))}
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={params.status}
          onChange={(e) => setParams({ status: e.target.value })}
        />
        <SelectField label="Type" options={TYPE_OPTIONS} value={params.type} onChange={(e) => setParams({ type: e.target.value })} />
        <SelectField
          label="Emails"
          options={EMAILS_OPTIONS}
          value={params.emails}
          onChange={(e) => setParams({ emails: e.target.value })}
        />
        <SelectField label="Order" options={ORDER_OPTIONS} value={params.order} onChange={(e) => setParams({ order: e.target.value })} />
        <SelectField
          label="Prioritized"
          options={PRIORITIZED_OPTIONS}
          value={params.prioritized}
          onChange={(e) => setParams({ prioritized: e.target.value })}
        />
        <button type="button" onClick={() => setParams(RESET_FILTERS)}>
          Reset filters
        </button>
      </DataTableToolbar>
      <DataTable
        label="Registrations"
        keys="registrations.table"
        columns={registrationColumns}
        data={list.data?.data}
        getRowId={registrationId}
        rowLabel={registrationName}
        onOpen={(r) => navigate(`/registrations/${r.id}`)}
        isLoading={list.isPending}
        isFetching={list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty="No registration matches."
      />
      <DataTablePagination meta={list.data?.meta} noun={['registration', 'registrations']} hrefFor={(page) => hrefFor({ page })} />
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTimeZone } from '../ui/clock/clock-context';
import { useCommands } from '../ui/commands/commands-context';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { useNow } from '../ui/use-now';
import { useSearchParamsState } from '../ui/use-search-params-state';
import { EmailFilters } from './components/email-filters';
import { EmailTable } from './components/email-table';
import { EMAIL_SEARCH_PARAMS, emailSearchQuery } from './email-search-params';
import { emailQueries } from './queries';
import './email-screens.css';

/** /emails: full-text search with date presets and flags; every filter lives in the URL. */
export function EmailsPage() {
  const [params, setParams, hrefFor] = useSearchParamsState(EMAIL_SEARCH_PARAMS);
  // Presets are whole days: the day (not the minute) is what moves them.
  const now = useNow();
  const zone = useTimeZone();
  const query = emailSearchQuery(params, now, zone);
  const emails = useQuery(emailQueries.search(query));
  const searchField = useRef<HTMLDivElement>(null);
  useCommands([
    {
      id: 'emails.search',
      title: 'Search emails',
      group: 'Emails',
      shortcut: '/',
      perform: () => searchField.current?.querySelector('input')?.focus(),
    },
  ]);

  return (
    <section>
      <header className="screen-header">
        <h1>Emails</h1>
      </header>
      <EmailFilters params={params} setParams={setParams} searchRef={searchField} />
      <EmailTable
        label="Emails"
        keys="emails.table"
        data={emails.data?.data}
        isLoading={emails.isPending}
        isFetching={emails.isPlaceholderData}
        error={emails.error}
        onRetry={() => void emails.refetch()}
        empty="No email matches."
      />
      <DataTablePagination meta={emails.data?.meta} noun={['email', 'emails']} hrefFor={(page) => hrefFor({ page })} />
    </section>
  );
}

import { EMAIL_FILTERS, type Email } from '@tracker/core/emails';
import { useTimeZone } from '../ui/clock/clock-context';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { useNow } from '../ui/use-now';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { EmailFilters } from './components/email-filters';
import { EmailSelection } from './components/email-selection';
import { EmailTable } from './components/email-table';
import { EMAIL_SEARCH_PARAMS, emailSearchQuery } from './email-search-params';
import { emailQueries } from './queries';
import './email-screens.css';

const emailGuid = (email: Email) => email.attributes.guid;

/** /emails: full-text search with date presets and flags; every filter lives in the URL. */
export function EmailsPage() {
  // Presets are whole days: the day (not the minute) is what moves them.
  const now = useNow();
  const zone = useTimeZone();
  const { filters, list, selection } = useListScreen({
    id: 'emails',
    filters: EMAIL_FILTERS,
    params: EMAIL_SEARCH_PARAMS,
    query: (p) => emailQueries.search(emailSearchQuery(p, now, zone)),
    selectable: { rowId: emailGuid },
  });

  return (
    <section>
      <header className="screen-header">
        <h1>Emails</h1>
      </header>
      <EmailFilters {...filters} />
      <EmailTable label="Emails" keys="emails.table" list={list} empty="No email matches." />
      <DataTablePagination list={list} noun={['email', 'emails']} />
      <EmailSelection selection={selection} />
    </section>
  );
}

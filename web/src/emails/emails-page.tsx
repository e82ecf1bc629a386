import { CLASSIFICATION_TYPES } from '@tracker/core/emails';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTimeZone } from '../ui/clock/clock-context';
import { useCommands } from '../ui/commands/commands-context';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { SearchField } from '../ui/search-field';
import { SelectField } from '../ui/select-field';
import { useNow } from '../ui/use-now';
import { useSearchParamsState } from '../ui/use-search-params-state';
import { EmailTable } from './components/email-table';
import { CLASSIFICATION_TYPE_LABELS } from './email-labels';
import { EMAIL_SEARCH_PARAMS, emailSearchQuery, PRESET_OPTIONS } from './email-search-params';
import { emailQueries } from './queries';
import './email-screens.css';

const YES_NO = (yes: string, no: string) => [
  { value: '', label: 'Any' },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];
const CLASSIFICATION_OPTIONS = [{ value: '', label: 'Any classification' }, ...CLASSIFICATION_TYPES.map((type) => ({ value: type, label: CLASSIFICATION_TYPE_LABELS[type] }))];

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
      <DataTableToolbar>
        <div ref={searchField}>
          <SearchField label="Search emails" placeholder="Subject, sender or body" value={params.search} onSearch={(search, options) => setParams({ search }, options)} />
        </div>
        <SelectField label="Sent" options={PRESET_OPTIONS} value={params.preset} onChange={(e) => setParams({ preset: e.target.value })} />
        {params.preset === 'custom' ? (
          <>
            <label>
              From <input type="date" value={params.startDate} onChange={(e) => setParams({ startDate: e.target.value })} />
            </label>
            <label>
              To <input type="date" value={params.endDate} onChange={(e) => setParams({ endDate: e.target.value })} />
            </label>
          </>
        ) : null}
        <SelectField
          label="Classification"
          options={CLASSIFICATION_OPTIONS}
          value={params.classifications[0] ?? ''}
          onChange={(e) => setParams({ classifications: e.target.value ? [e.target.value] : [] })}
        />
        <SelectField label="Processed" options={YES_NO('Processed', 'Not processed')} value={params.processed} onChange={(e) => setParams({ processed: e.target.value })} />
        <SelectField label="Animated" options={YES_NO('Animated', 'Not animated')} value={params.animated} onChange={(e) => setParams({ animated: e.target.value })} />
        <SelectField
          label="Mobile"
          options={YES_NO('Mobile-optimized', 'Not mobile-optimized')}
          value={params.mobileOptimized}
          onChange={(e) => setParams({ mobileOptimized: e.target.value })}
        />
      </DataTableToolbar>
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

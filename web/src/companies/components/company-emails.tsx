import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { EmailTable, emailQueries } from '../../emails';
import { useCommands } from '../../ui/commands/commands-context';
import { DataTablePagination } from '../../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../../ui/data-table/data-table-toolbar';
import { SearchField } from '../../ui/search-field';
import { useSearchParamsState, type ParamDefaults } from '../../ui/use-search-params-state';

/** The emails tab's URL state: the search text and the page. */
const COMPANY_EMAILS_PARAMS = { q: '', page: 1 } satisfies ParamDefaults;

/** The emails tab: the company's emails, newest first, searchable by subject or sender, 25 a page. */
export function CompanyEmails({ companyId }: { companyId: string }) {
  const [params, setParams, hrefFor] = useSearchParamsState(COMPANY_EMAILS_PARAMS);
  const search = params.q.trim();
  // A hand-edited page the API would refuse shows the first page instead.
  const page = Number.isInteger(params.page) && params.page > 0 ? params.page : 1;
  const emails = useQuery(emailQueries.search({ companyId, ...(search && { search }), page }));
  const searchBox = useRef<HTMLDivElement>(null);

  useCommands([
    {
      id: 'company.emails.search',
      title: 'Search emails',
      group: 'Company',
      shortcut: '/',
      keywords: ['filter', 'find', 'subject', 'sender'],
      perform: () => searchBox.current?.querySelector('input')?.focus(),
    },
  ]);

  return (
    <section aria-labelledby="company-emails-title">
      <div className="section-header">
        <h2 id="company-emails-title">Emails</h2>
      </div>
      <div ref={searchBox}>
        <DataTableToolbar>
          <SearchField
            label="Search emails"
            placeholder="Subject or sender"
            value={params.q}
            onSearch={(q, options) => setParams({ q }, options)}
          />
        </DataTableToolbar>
      </div>
      <EmailTable
        label="Emails of this company"
        keys="company.emails.table"
        focusOnArrival
        data={emails.data?.data}
        isLoading={emails.isPending}
        isFetching={emails.isPlaceholderData}
        error={emails.error}
        onRetry={() => void emails.refetch()}
        empty={search ? `No email matches “${search}”.` : 'No emails from this company yet.'}
      />
      <DataTablePagination meta={emails.data?.meta} noun={['email', 'emails']} hrefFor={(next) => hrefFor({ page: next })} />
    </section>
  );
}

import type { Email } from '@tracker/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { emailColumns, emailHref } from '../../emails/columns';
import { emailQueries } from '../../emails/queries';
import { useCommands } from '../../ui/commands/commands-context';
import { DataTable } from '../../ui/data-table/data-table';
import { DataTablePagination } from '../../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../../ui/data-table/data-table-toolbar';
import { SearchField } from '../../ui/search-field';
import { useNow } from '../../ui/use-now';
import { useSearchParamsState, type ParamDefaults } from '../../ui/use-search-params-state';

/** The emails tab's URL state: the search text and the page. */
const COMPANY_EMAILS_PARAMS = { q: '', page: 1 } satisfies ParamDefaults;

const emailId = (email: Email) => email.attributes.guid;
const emailName = (email: Email) => email.attributes.subject || '(no subject)';

/** The emails tab: the company's emails, newest first, searchable by subject or sender, 25 a page. */
export function CompanyEmails({ companyId }: { companyId: string }) {
  const [, navigate] = useLocation();
  const [params, setParams, hrefFor] = useSearchParamsState(COMPANY_EMAILS_PARAMS);
  const search = params.q.trim();
  // A hand-edited page the API would refuse shows the first page instead.
  const page = Number.isInteger(params.page) && params.page > 0 ? params.page : 1;
  const emails = useQuery(emailQueries.search({ companyId, ...(search && { search }), page }));
  const now = useNow();
  const columns = useMemo(() => emailColumns(now), [now]);
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
      <DataTable
        label="Emails of this company"
        keys="company.emails.table"
        columns={columns}
        data={emails.data?.data}
        getRowId={emailId}
        rowLabel={emailName}
        onOpen={(email) => navigate(emailHref(email))}
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

import type { PageMeta } from '@tracker/core/contract';
import type { ListEmail } from '@tracker/core/lists';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { emailColumns } from '../../emails';
import { useCommands } from '../../ui/commands/commands-context';
import { DataTable } from '../../ui/data-table/data-table';
import { DataTablePagination } from '../../ui/data-table/data-table-pagination';
import { DataTableRowActions } from '../../ui/data-table/data-table-row-actions';
import { RecentTime } from '../../ui/recent-time';
import { useNow } from '../../ui/use-now';
import { listEmailHref } from '../list-email-href';
import { RemoveEmailDialog } from './remove-email-dialog';

type Props = {
  listId: string;
  listName: string;
  emails: readonly ListEmail[] | undefined;
  meta: PageMeta | undefined;
  sort: string;
  onSortChange: (sort: string) => void;
  hrefFor: (page: number) => string;
  isFetching: boolean;
};

const emailId = (email: ListEmail) => email.attributes.guid;
const emailName = (email: ListEmail) => email.attributes.subject || '(no subject)';

/** A list's emails, a page at a time (newest added first unless sorted otherwise), each removable after confirming. */
export function ListEmails({ listId, listName, emails, meta, sort, onSortChange, hrefFor, isFetching }: Props) {
  const [, navigate] = useLocation();
  const now = useNow();
  const [removing, setRemoving] = useState<ListEmail | null>(null);
  const [active, setActive] = useState<ListEmail | null>(null);
  useCommands(
    active
      ? [
          {
            id: 'list.remove-email',
            title: 'Remove email from list',
            group: 'List',
            shortcut: 'Delete',
            perform: () => setRemoving(active),
          },
        ]
      : [],
  );
  const columns = useMemo<ColumnDef<ListEmail>[]>(
    () => [
      // The list's emails sort by when they were sent as well as when they were added.
      ...emailColumns<ListEmail>(now, (email) => listEmailHref(listId, email.attributes.guid)).map((column) =>
        column.id === 'sent_at' ? { ...column, enableSorting: true, meta: { ...column.meta, descFirst: true } } : column,
      ),
      {
        id: 'added_at',
        header: 'Added',
        enableSorting: true,
        meta: { className: 'column-date', descFirst: true },
        cell: ({ row }) => <RecentTime value={row.original.attributes.added_at} now={now} />,
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => (
          <DataTableRowActions
            rowLabel={emailName(row.original)}
            actions={[{ label: 'Remove', onSelect: () => setRemoving(row.original) }]}
          />
        ),
      },
    ],
    [listId, now],
  );

  return (
    <section className="list-emails" aria-labelledby="list-emails-title">
      <h2 id="list-emails-title">Emails</h2>
      <DataTable
        label="Emails of this list"
        keys="list.emails"
        focusOnArrival
        columns={columns}
        data={emails}
        getRowId={emailId}
        rowLabel={emailName}
        sort={sort}
        onSortChange={onSortChange}
        onOpen={(email) => navigate(listEmailHref(listId, email.attributes.guid))}
        onActiveChange={setActive}
        isLoading={emails === undefined}
        isFetching={isFetching}
        empty="No email in this list yet. Add one from an email's screen."
      />
      <DataTablePagination meta={meta} noun={['email', 'emails']} hrefFor={hrefFor} />
      {removing && (
        <RemoveEmailDialog
          listId={listId}
          listName={listName}
          guid={removing.attributes.guid}
          subject={emailName(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

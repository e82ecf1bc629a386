import type { Email } from '@tracker/core/emails';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { DataTable, type DataTableProps } from '../../ui/data-table/data-table';
import { useNow } from '../../ui/use-now';
import { emailColumns, emailHref } from '../columns';

type EmailTableProps = Omit<DataTableProps<Email, unknown>, 'columns' | 'getRowId' | 'rowLabel' | 'onOpen'>;

const emailId = (email: Email) => email.attributes.guid;
const emailName = (email: Email) => email.attributes.subject || '(no subject)';

/** The email table of every screen that lists emails: sent, subject, sender, classifications; Enter opens one. */
export function EmailTable(props: EmailTableProps) {
  const [, navigate] = useLocation();
  const now = useNow();
  const columns = useMemo(() => emailColumns(now), [now]);
  return <DataTable {...props} columns={columns} getRowId={emailId} rowLabel={emailName} onOpen={(email) => navigate(emailHref(email))} />;
}

import { JOURNEY_TYPE_LABELS } from '@tracker/core/journeys';
import type { Registration } from '@tracker/core/registrations';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'wouter';

/** The registrations queue's columns. */
export const registrationColumns: ColumnDef<Registration>[] = [
  {
    id: 'company',
    header: 'Company',
    cell: ({ row }) => (
      <Link href={`/registrations/${row.original.id}`}>
        {row.original.attributes.company_name}
        {row.original.attributes.company_invalid ? <span className="muted"> (invalid)</span> : null}
      </Link>
    ),
  },
  { id: 'address', header: 'Address', cell: ({ row }) => row.original.attributes.email_address ?? <span className="muted">none</span> },
  { id: 'type', header: 'Type', cell: ({ row }) => JOURNEY_TYPE_LABELS[row.original.attributes.type] },
  { id: 'status', header: 'Status', cell: ({ row }) => row.original.attributes.status },
  {
    id: 'assignee',
    header: 'Assignee',
    cell: ({ row }) => row.original.attributes.assignee_email ?? <span className="muted">nobody</span>,
  },
  {
    id: 'prioritized',
    header: 'Prioritized',
    cell: ({ row }) => (row.original.attributes.prioritized ? 'Yes' : <span className="muted">No</span>),
  },
  { id: 'emails', header: 'Emails', meta: { className: 'column-number' }, cell: ({ row }) => row.original.attributes.emails_count },
  {
    id: 'created_at',
    header: 'Created',
    cell: ({ row }) => new Date(row.original.attributes.created_at).toLocaleString('en-CA', { dateStyle: 'short', timeStyle: 'short' }),
  },
];

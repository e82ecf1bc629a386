import { INBOUND_STATE_LABELS, type InboundMessage, type InboundState } from '@tracker/core/inbound';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'wouter';
import { RecentTime } from '../ui/recent-time';

const TONES: Partial<Record<InboundState, string>> = { processed: 'good', failed: 'bad' };

/** One inbound message's screen. */
export const inboundHref = (message: InboundMessage) => `/arriving/${message.id}`;

/** A message's state as a badge; a failed one says why beside it. */
export function InboundStateBadge({ message }: { message: InboundMessage }) {
  const { state, last_error: error } = message.attributes;
  return (
    <span className="inbound-state">
      <span className="badge" data-tone={TONES[state]}>
        {INBOUND_STATE_LABELS[state]}
      </span>
      {state === 'failed' && error && <span className="muted"> {error}</span>}
    </span>
  );
}

/** The Arriving table's columns; `now` makes the received time relative. */
export function inboundColumns(now: Date): ColumnDef<InboundMessage>[] {
  return [
    { id: 'state', header: 'State', cell: ({ row }) => <InboundStateBadge message={row.original} /> },
    { id: 'recipient', header: 'Inbox', cell: ({ row }) => row.original.attributes.recipient },
    { id: 'mail_from', header: 'Sender', cell: ({ row }) => row.original.attributes.mail_from ?? <span className="muted">—</span> },
    {
      id: 'subject',
      header: 'Subject',
      cell: ({ row }) => <Link href={inboundHref(row.original)}>{row.original.attributes.subject || '(no subject)'}</Link>,
    },
    { id: 'received_at', header: 'Received', cell: ({ row }) => <RecentTime value={row.original.attributes.received_at} now={now} /> },
  ];
}

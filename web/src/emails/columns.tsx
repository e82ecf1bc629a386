import type { Email } from '@tracker/core/emails';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'wouter';
import { RecentTime } from '../ui/recent-time';
import { CLASSIFICATION_TYPE_LABELS } from './email-labels';
import './email-columns.css';

const none = <span className="muted">—</span>;

/** An email's screen: /emails/{guid}. */
export const emailHref = (email: Email) => `/emails/${encodeURIComponent(email.attributes.guid)}`;

function Sender({ email }: { email: Email }) {
  const { from_name: name, from_address: address } = email.attributes;
  if (!name && !address) return none;
  return (
    <span className="email-sender">
      {name && <span>{name}</span>}
      {address && <span className="muted">{address}</span>}
    </span>
  );
}

/** The classifications that apply (score 1), by name; a hand-set one says so on hover. */
function Classifications({ email }: { email: Email }) {
  const applied = email.attributes.classifications.filter((classification) => classification.score === 1);
  if (applied.length === 0) return none;
  return (
    <ul className="classification-chips">
      {applied.map((classification) => (
        <li key={classification.type} className="chip" title={classification.source === 'manual' ? 'Set by hand' : 'Set by the classifier'}>
          {CLASSIFICATION_TYPE_LABELS[classification.type]}
        </li>
      ))}
    </ul>
  );
}

type Attributes = Email['attributes'];

/** What sets an email apart from a public, visible, processed one. */
const FLAGS: readonly { label: string; tone?: string; applies: (email: Attributes) => boolean }[] = [
  { label: 'Private', tone: 'accent', applies: (email) => email.private },
  { label: 'Hidden', applies: (email) => !email.visible },
  { label: 'Unprocessed', tone: 'bad', applies: (email) => !email.processed },
];

function Flags({ email }: { email: Email }) {
  const flags = FLAGS.filter((flag) => flag.applies(email.attributes));
  if (flags.length === 0) return none;
  return (
    <span className="email-flags">
      {flags.map((flag) => (
        <span key={flag.label} className="badge" data-tone={flag.tone}>
          {flag.label}
        </span>
      ))}
    </span>
  );
}

/**
 * The columns of a table of emails; `now` makes recent emails' dates read relative, and `href` is
 * where a subject leads (the email's screen unless told, e.g. the email within a list).
 */
export function emailColumns<T extends Email>(now: Date, href: (email: T) => string = emailHref): ColumnDef<T>[] {
  return [
    {
      id: 'subject',
      header: 'Subject',
      meta: { className: 'column-subject' },
      cell: ({ row }) => <Link href={href(row.original)}>{row.original.attributes.subject || '(no subject)'}</Link>,
    },
    { id: 'from', header: 'From', cell: ({ row }) => <Sender email={row.original} /> },
    {
      id: 'sent_at',
      header: 'Sent',
      meta: { className: 'column-date' },
      cell: ({ row }) => <RecentTime value={row.original.attributes.sent_at} now={now} />,
    },
    { id: 'classifications', header: 'Classifications', cell: ({ row }) => <Classifications email={row.original} /> },
    { id: 'flags', header: 'Flags', cell: ({ row }) => <Flags email={row.original} /> },
  ];
}

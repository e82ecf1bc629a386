import { JOURNEY_TYPE_LABELS, type Journey } from '@tracker/core/journeys';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'wouter';
import { formatUtcDay } from '../ui/format-date';
import { RecentTime } from '../ui/recent-time';
import { journeyBackState, type JourneyBack } from './journey-back';
import { JOURNEY_STATUS_LABELS } from './journey-labels';

const STATUS_TONES: Partial<Record<Journey['attributes']['status'], string>> = { upcoming: 'accent', in_progress: 'good' };
const none = <span className="muted">—</span>;

/** A journey's status; an upcoming journey past its dates reads 'Expired' (spec section 4). */
function JourneyStatus({ journey }: { journey: Journey }) {
  const { status, expired } = journey.attributes;
  if (expired) {
    return (
      <span className="badge" data-tone="bad">
        Expired
      </span>
    );
  }
  return (
    <span className="badge" data-tone={STATUS_TONES[status]}>
      {JOURNEY_STATUS_LABELS[status]}
    </span>
  );
}

export type JourneyColumnOptions = {
  /** Whether to show each journey's company: not where the screen is one company's. */
  company: boolean;
  /** Where an opened journey's back link returns: the screen listing it. */
  back?: JourneyBack;
};

const companyColumn: ColumnDef<Journey> = {
  id: 'company',
  header: 'Company',
  cell: ({ row }) => row.original.attributes.company_name || none,
};

/** The columns of a table of journeys; `now` makes recent last emails read relative. */
export function journeyColumns(now: Date, { company, back }: JourneyColumnOptions): ColumnDef<Journey>[] {
  return [
    ...(company ? [companyColumn] : []),
    {
      id: 'type',
      header: 'Type',
      cell: ({ row }) => (
        <Link href={`/journeys/${row.original.id}`} state={back && journeyBackState(back)}>
          {JOURNEY_TYPE_LABELS[row.original.attributes.type]}
        </Link>
      ),
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <JourneyStatus journey={row.original} /> },
    {
      id: 'start_date',
      header: 'Start',
      meta: { className: 'column-date' },
      cell: ({ row }) => formatUtcDay(row.original.attributes.start_date),
    },
    {
      id: 'end_date',
      header: 'End',
      meta: { className: 'column-date' },
      cell: ({ row }) => formatUtcDay(row.original.attributes.end_date),
    },
    {
      id: 'emails_count',
      header: 'Emails',
      meta: { className: 'column-number' },
      cell: ({ row }) => row.original.attributes.emails_count.toLocaleString('en-US'),
    },
    {
      id: 'last_email_at',
      header: 'Last email',
      meta: { className: 'column-date' },
      cell: ({ row }) => {
        const last = row.original.attributes.last_email_at;
        return last ? <RecentTime value={last} now={now} /> : none;
      },
    },
    { id: 'description', header: 'Description', cell: ({ row }) => row.original.attributes.description || none },
  ];
}

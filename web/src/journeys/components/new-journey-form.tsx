import { dayOf, dayStart, isBareDay } from '@tracker/core/dates';
import {
  DEFAULT_JOURNEY_TYPE,
  JOURNEY_TYPE_LABELS,
  JOURNEY_TYPES,
  newJourneyDates,
  RELATED_JOURNEY_LENGTH_DAYS,
  relatedJourneyDates,
  type JourneyType,
} from '@tracker/core/journeys';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { fieldErrors } from '../../api/error-message';
import { useRegistrationDomains } from '../../auth';
import { useClock } from '../../ui/clock/clock-context';
import { formatUtcDay } from '../../ui/format-date';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useCreateJourney } from '../mutations';
import { journeyQueries } from '../queries';

const TYPE_OPTIONS = JOURNEY_TYPES.map((type) => ({ value: type, label: JOURNEY_TYPE_LABELS[type] }));
const AFTER_CREATE = [
  { value: 'journey', label: 'the new journey' },
  { value: 'company', label: "the company's journeys" },
];

/** The day a query's date means, as a date field shows it: a bare day, or the (UTC) day of a date-time; null for anything else. */
function queryDay(value: string | null): string | null {
  if (!value) return null;
  if (isBareDay(value)) return validDay(value) ? value : null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : dayOf(new Date(time));
}

function validDay(day: string): boolean {
  try {
    dayStart(day);
    return true;
  } catch {
    return false;
  }
}

/**
 * The default end, as the server would set it: core's default length after the start (shorter for a
 * journey related to another), or nothing while the start is not a day.
 */
function defaultEnd(start: string, related: boolean): string {
  if (!isBareDay(start) || !validDay(start)) return '';
  return dayOf((related ? relatedJourneyDates : newJourneyDates)(dayStart(start)).end);
}

/** Which journey the new one follows on from, as far as it is known yet. */
function RelatedJourneyNote({ id }: { id: string }) {
  const related = useQuery({ ...journeyQueries.detail(id), enabled: /^\d+$/.test(id) });
  const a = related.data?.data.attributes;
  return (
    <p className="muted">
      It follows on from{' '}
      <Link href={`/journeys/${id}`}>{a ? `${JOURNEY_TYPE_LABELS[a.type]} from ${formatUtcDay(a.start_date)}` : `journey ${id}`}</Link>, so
      it runs {RELATED_JOURNEY_LENGTH_DAYS} days unless its end is chosen.
    </p>
  );
}

/**
 * /journeys/new?company_id=&address_id=&related_journey_id=&type=&start_date=&end_date=: a journey
 * from today (or the query's start) for 21 days by default (spec section 5), 14 when it follows on
 * from the related journey (section 9); until the end is chosen it follows the start. With
 * address_id the journey tracks that inbox. Then to the journey, or the company's journeys.
 */
export function NewJourneyForm() {
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const today = dayOf(useClock().now());
  const queryType = query.get('type') as JourneyType | null;
  const [companyId, setCompanyId] = useState(query.get('company_id') ?? '');
  const [type, setType] = useState<JourneyType>(queryType && JOURNEY_TYPES.includes(queryType) ? queryType : DEFAULT_JOURNEY_TYPE);
  const [start, setStart] = useState(() => queryDay(query.get('start_date')) ?? today);
  // Null while the end is the default, which follows the start.
  const [chosenEnd, setEnd] = useState(() => queryDay(query.get('end_date')));
  const relatedId = query.get('related_journey_id') || null;
  const end = chosenEnd ?? defaultEnd(start, relatedId !== null);
  const { domains, defaultDomain } = useRegistrationDomains();
  const [chosenDomain, setDomain] = useState<string | null>(null);
  const domain = chosenDomain ?? defaultDomain;
  const [then, setThen] = useState('journey');
  const create = useCreateJourney();
  const errors = fieldErrors(create.error);
  const addressId = query.get('address_id');
  // The query's ids have no field of their own, so what the server says of them shows apart.
  const linkError = errors.address_id ?? errors.related_journey_id;

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        company_id: companyId.trim(),
        type,
        start_date: start,
        end_date: end,
        baseEmailDomain: domain,
        ...(addressId ? { address_id: addressId } : {}),
        ...(relatedId ? { related_journey_id: relatedId } : {}),
      },
      {
        onSuccess: (doc) =>
          navigate(then === 'company' ? `/companies/${doc.data.attributes.company_id}/journeys` : `/journeys/${doc.data.id}`),
      },
    );
  }

  return (
    <form className="journey-form" onSubmit={submit} noValidate aria-label="New journey">
      {addressId && <p className="muted">It tracks the inbox of address {addressId}.</p>}
      {relatedId && <RelatedJourneyNote id={relatedId} />}
      <TextField
        label="Company id"
        inputMode="numeric"
        autoFocus
        value={companyId}
        onChange={(e) => setCompanyId(e.target.value)}
        error={errors.company_id}
      />
      <SelectField
        label="Type"
        options={TYPE_OPTIONS}
        value={type}
        onChange={(e) => setType(e.target.value as JourneyType)}
        error={errors.type}
      />
      <TextField label="Start date" type="date" value={start} onChange={(e) => setStart(e.target.value)} error={errors.start_date} />
      <TextField label="End date" type="date" value={end} onChange={(e) => setEnd(e.target.value)} error={errors.end_date} />
      <SelectField
        label="Base email domain"
        options={domains.map((d) => ({ value: d, label: d }))}
        value={domain}
        onChange={(e) => setDomain(e.target.value)}
      />
      <SelectField label="Then go to" options={AFTER_CREATE} value={then} onChange={(e) => setThen(e.target.value)} />
      {linkError && (
        <p className="alert" role="alert">
          {linkError}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create journey'}
        </button>
      </div>
    </form>
  );
}

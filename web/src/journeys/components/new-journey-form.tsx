import { dayOf, daysAhead, startOfDayIn } from '@tracker/core/dates';
import {
  DEFAULT_BASE_EMAIL_DOMAIN,
  DEFAULT_JOURNEY_TYPE,
  JOURNEY_TYPE_LABELS,
  JOURNEY_TYPES,
  NEW_JOURNEY_LENGTH_DAYS,
  REGISTRATION_DOMAINS,
  type JourneyType,
} from '@tracker/core/journeys';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fieldErrors } from '../../api/error-message';
import { useClock } from '../../ui/clock/clock-context';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useCreateJourney } from '../mutations';

const TYPE_OPTIONS = JOURNEY_TYPES.map((type) => ({ value: type, label: JOURNEY_TYPE_LABELS[type] }));
const DOMAIN_OPTIONS = REGISTRATION_DOMAINS.map((domain) => ({ value: domain, label: domain }));
const AFTER_CREATE = [
  { value: 'journey', label: 'the new journey' },
  { value: 'company', label: "the company's journeys" },
];

/**
 * /journeys/new?company_id=&address_id=&type=&start_date=: a journey from today for 21 days by
 * default (spec section 5); then to the journey, or to the company's journeys.
 */
export function NewJourneyForm() {
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const today = startOfDayIn(useClock().now());
  const queryType = query.get('type') as JourneyType | null;
  const [companyId, setCompanyId] = useState(query.get('company_id') ?? '');
  const [type, setType] = useState<JourneyType>(queryType && JOURNEY_TYPES.includes(queryType) ? queryType : DEFAULT_JOURNEY_TYPE);
  const [start, setStart] = useState(query.get('start_date') ?? dayOf(today));
  const [end, setEnd] = useState(dayOf(daysAhead(today, NEW_JOURNEY_LENGTH_DAYS)));
  const [domain, setDomain] = useState<string>(DEFAULT_BASE_EMAIL_DOMAIN);
  const [then, setThen] = useState('journey');
  const create = useCreateJourney();
  const errors = fieldErrors(create.error);
  const addressId = query.get('address_id');

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
      },
      { onSuccess: (doc) => navigate(then === 'company' ? `/companies/${doc.data.attributes.company_id}/journeys` : `/journeys/${doc.data.id}`) },
    );
  }

  return (
    <form className="journey-form" onSubmit={submit} noValidate aria-label="New journey">
      <TextField label="Company id" inputMode="numeric" autoFocus value={companyId} onChange={(e) => setCompanyId(e.target.value)} error={errors.company_id} />
      <SelectField label="Type" options={TYPE_OPTIONS} value={type} onChange={(e) => setType(e.target.value as JourneyType)} error={errors.type} />
      <TextField label="Start date" type="date" value={start} onChange={(e) => setStart(e.target.value)} error={errors.start_date} />
      <TextField label="End date" type="date" value={end} onChange={(e) => setEnd(e.target.value)} error={errors.end_date} />
      <SelectField label="Base email domain" options={DOMAIN_OPTIONS} value={domain} onChange={(e) => setDomain(e.target.value)} />
      <SelectField label="Then go to" options={AFTER_CREATE} value={then} onChange={(e) => setThen(e.target.value)} />
      {errors.address_id && (
        <p className="alert" role="alert">
          {errors.address_id}
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

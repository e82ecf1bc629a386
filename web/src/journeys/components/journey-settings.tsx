import { dayOf } from '@tracker/core/dates';
import { JOURNEY_STATUSES, JOURNEY_TYPE_LABELS, JOURNEY_TYPES, type Journey, type JourneyStatus, type JourneyType } from '@tracker/core/journeys';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../api/error-message';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { JOURNEY_STATUS_LABELS } from '../journey-labels';
import { useUpdateJourney } from '../mutations';

const TYPE_OPTIONS = JOURNEY_TYPES.map((type) => ({ value: type, label: JOURNEY_TYPE_LABELS[type] }));
const STATUS_OPTIONS = JOURNEY_STATUSES.map((status) => ({ value: status, label: JOURNEY_STATUS_LABELS[status] }));
const dayOfIso = (iso: string) => dayOf(new Date(iso));

/** Edits a journey's status, type, featured flag and dates (days, UTC). */
export function JourneySettings({ journey }: { journey: Journey }) {
  const a = journey.attributes;
  const [status, setStatus] = useState<JourneyStatus>(a.status);
  const [type, setType] = useState<JourneyType>(a.type);
  const [featured, setFeatured] = useState(a.featured);
  const [start, setStart] = useState(dayOfIso(a.start_date));
  const [end, setEnd] = useState(dayOfIso(a.end_date));
  const update = useUpdateJourney(journey.id);
  const errors = fieldErrors(update.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate({
      status,
      type,
      featured,
      ...(start !== dayOfIso(a.start_date) && { start_date: start }),
      ...(end !== dayOfIso(a.end_date) && { end_date: end }),
    });
  }

  return (
    <form className="journey-form" onSubmit={submit} noValidate aria-label="Journey settings">
      <SelectField label="Status" options={STATUS_OPTIONS} value={status} onChange={(e) => setStatus(e.target.value as JourneyStatus)} error={errors.status} />
      <SelectField label="Type" options={TYPE_OPTIONS} value={type} onChange={(e) => setType(e.target.value as JourneyType)} error={errors.type} />
      <CheckboxField label="Featured" checked={featured} onChange={(e) => setFeatured(e.target.checked)} />
      <TextField label="Start date" type="date" value={start} onChange={(e) => setStart(e.target.value)} error={errors.start_date} />
      <TextField label="End date" type="date" value={end} onChange={(e) => setEnd(e.target.value)} error={errors.end_date} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save journey'}
        </button>
      </div>
    </form>
  );
}

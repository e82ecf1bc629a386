import { dayOf } from '@tracker/core/dates';
import {
  JOURNEY_STATUSES,
  JOURNEY_TYPE_LABELS,
  JOURNEY_TYPES,
  type Journey,
  type JourneyStatus,
  type JourneyType,
} from '@tracker/core/journeys';
import { useRef, useState, type FormEvent } from 'react';
import { fieldErrors } from '../../api/error-message';
import { CheckboxField } from '../../ui/checkbox-field';
import { useCommands } from '../../ui/commands/commands-context';
import { isOneOf } from '../../ui/is-one-of';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { JOURNEY_STATUS_LABELS } from '../journey-labels';
import { useUpdateJourney } from '../mutations';

const TYPE_OPTIONS = JOURNEY_TYPES.map((type) => ({ value: type, label: JOURNEY_TYPE_LABELS[type] }));
const STATUS_OPTIONS = JOURNEY_STATUSES.map((status) => ({ value: status, label: JOURNEY_STATUS_LABELS[status] }));
const dayOfIso = (iso: string) => dayOf(new Date(iso));

/** A palette page's choices from a select's options, the value the journey has marked as now. */
const choicesOf = (options: readonly { value: string; label: string }[], now: string) =>
  options.map(({ value, label }) => ({ id: value, title: label, ...(value === now && { detail: 'now' }) }));

/**
 * Edits a journey's status, type, featured flag and dates (days, UTC). The palette sets the status
 * or the type (each a page of choices) and features it or not at once, and goes to the dates.
 */
export function JourneySettings({ journey }: { journey: Journey }) {
  const a = journey.attributes;
  const [status, setStatus] = useState<JourneyStatus>(a.status);
  const [type, setType] = useState<JourneyType>(a.type);
  const [featured, setFeatured] = useState(a.featured);
  const [start, setStart] = useState(dayOfIso(a.start_date));
  const [end, setEnd] = useState(dayOfIso(a.end_date));
  const update = useUpdateJourney(journey.id);
  const errors = fieldErrors(update.error);
  const form = useRef<HTMLFormElement>(null);
  const focus = (name: string) => (form.current?.elements.namedItem(name) as HTMLElement | null)?.focus();

  useCommands([
    {
      id: 'journey.status',
      title: 'Set journey status…',
      group: 'Journey',
      keywords: ['upcoming', 'in progress', 'complete', 'archive'],
      perform: () => focus('status'),
      choices: {
        placeholder: 'Status…',
        empty: 'No status matches.',
        items: choicesOf(STATUS_OPTIONS, a.status),
        // The status alone is sent: the palette changes the saved journey, not what the form holds unsaved.
        choose: (chosen) => {
          if (isOneOf(JOURNEY_STATUSES, chosen) && chosen !== a.status) update.mutate({ status: chosen });
        },
      },
    },
    {
      id: 'journey.type',
      title: 'Set journey type…',
      group: 'Journey',
      keywords: ['kind', 'cart', 'browse', 'purchaser', 'signup'],
      perform: () => focus('type'),
      choices: {
        placeholder: 'Journey type…',
        empty: 'No journey type matches.',
        items: choicesOf(TYPE_OPTIONS, a.type),
        choose: (chosen) => {
          if (isOneOf(JOURNEY_TYPES, chosen) && chosen !== a.type) update.mutate({ type: chosen });
        },
      },
    },
    {
      id: 'journey.featured',
      title: a.featured ? 'Unfeature this journey' : 'Feature this journey',
      group: 'Journey',
      keywords: ['featured', 'highlight'],
      perform: () => update.mutate({ featured: !a.featured }),
    },
    {
      id: 'journey.dates',
      title: 'Edit journey dates',
      group: 'Journey',
      keywords: ['start', 'end', 'reschedule'],
      perform: () => focus('start_date'),
    },
  ]);

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
    <form ref={form} className="journey-form" onSubmit={submit} noValidate aria-label="Journey settings">
      <SelectField
        label="Status"
        name="status"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(e) => setStatus(e.target.value as JourneyStatus)}
        error={errors.status}
      />
      <SelectField
        label="Type"
        name="type"
        options={TYPE_OPTIONS}
        value={type}
        onChange={(e) => setType(e.target.value as JourneyType)}
        error={errors.type}
      />
      <CheckboxField label="Featured" checked={featured} onChange={(e) => setFeatured(e.target.checked)} />
      <TextField
        label="Start date"
        name="start_date"
        type="date"
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={errors.start_date}
      />
      <TextField
        label="End date"
        name="end_date"
        type="date"
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        error={errors.end_date}
      />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save journey'}
        </button>
      </div>
    </form>
  );
}

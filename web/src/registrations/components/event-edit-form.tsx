import type { AddressEvent } from '@tracker/core/addresses';
import { ApiError } from '@tracker/core/errors';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../api/error-message';
import { TextField } from '../../ui/text-field';
import { fromLocalDateTime, toLocalDateTime } from '../local-date-time';
import { useAddressChange } from '../mutations';

type Props = {
  addressId: string;
  event: AddressEvent;
  onDone: () => void;
  /** The id of the datalist of core's event names, offered for the description. */
  suggestions: string;
};

/** The messages of a refused edit: beside the description or the date when the 422 points there, else for the form. */
function editErrors(error: unknown) {
  if (!error) return { description: undefined, occurredAt: undefined, other: undefined };
  if (!(error instanceof ApiError) || error.status !== 422)
    return { description: undefined, occurredAt: undefined, other: errorMessage(error) };
  const description = error.fieldError('/description');
  const occurredAt = error.fieldError('/occurred_at');
  return { description, occurredAt, other: description || occurredAt ? undefined : errorMessage(error) };
}

/**
 * Edits an event's description and when it occurred; sends only what changed. Enter saves, Escape
 * or Cancel leaves without saving. Takes focus when it opens.
 */
export function EventEditForm({ addressId, event, onDone, suggestions }: Props) {
  const change = useAddressChange(addressId);
  // What the form opened with: a save sends what the user changed from it.
  const [opened] = useState(() => ({ description: event.description, occurredAt: toLocalDateTime(event.occurred_at) }));
  const [description, setDescription] = useState(opened.description);
  const [occurredAt, setOccurredAt] = useState(opened.occurredAt);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);

  function save() {
    const text = description.trim();
    const body = {
      event_id: Number(event.id),
      ...(text !== opened.description && { description: text }),
      ...(occurredAt && occurredAt !== opened.occurredAt && { occurred_at: fromLocalDateTime(occurredAt) }),
    };
    if (Object.keys(body).length === 1) onDone();
    else change.mutate({ kind: 'updateEvent', body }, { onSuccess: onDone });
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Escape') return;
    // Before the console's key bindings, which would only leave the field.
    e.preventDefault();
    onDone();
  }

  const errors = editErrors(change.error);
  return (
    <form
      ref={form}
      className="event-edit-form"
      aria-label={`Edit event ${event.description}`}
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <TextField
        label="Event description"
        list={suggestions}
        required
        maxLength={500}
        value={description}
        error={errors.description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TextField
        label="Occurred at"
        type="datetime-local"
        required
        value={occurredAt}
        error={errors.occurredAt}
        onChange={(e) => setOccurredAt(e.target.value)}
      />
      <div className="event-edit-actions">
        <button type="submit" disabled={change.isPending}>
          Save event
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
      {errors.other ? (
        <p className="alert" role="alert">
          {errors.other}
        </p>
      ) : null}
    </form>
  );
}

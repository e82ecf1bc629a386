import { ADDRESS_EVENT_DELETE_CONFIRMATION, type AddressEvent } from '@tracker/core/addresses';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/error-message';
import { CheckboxField } from '../../ui/checkbox-field';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatDateTime } from '../../ui/format-date';
import { EventEditForm } from './event-edit-form';
import { useAddressChange } from '../mutations';

type Props = {
  addressId: string;
  event: AddressEvent;
  /** The panel holds this, so a palette command can open one event's form. */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  suggestions: string;
};

/** One event: flip private, edit (in place), delete after a confirmation. Focus comes back to 'Edit' when the form closes. */
export function EventRow({ addressId, event, editing, onEditingChange, suggestions }: Props) {
  const change = useAddressChange(addressId);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <li>
        <EventEditForm addressId={addressId} event={event} suggestions={suggestions} onDone={() => onEditingChange(false)} />
      </li>
    );
  }
  return (
    <li>
      <time dateTime={event.occurred_at} title={formatDateTime(event.occurred_at)}>
        {new Date(event.occurred_at).toLocaleString('en-CA', { dateStyle: 'short', timeStyle: 'short' })}
      </time>{' '}
      <strong>{event.description}</strong> <span className="muted">{event.group}</span>{' '}
      <CheckboxField
        label="Private"
        checked={event.private}
        onChange={(e) => change.mutate({ kind: 'updateEvent', body: { event_id: Number(event.id), private: e.target.checked } })}
      />
      <button ref={editButton} type="button" aria-label={`Edit event ${event.description}`} onClick={() => onEditingChange(true)}>
        Edit
      </button>
      <button type="button" aria-label={`Delete event ${event.description}`} onClick={() => setConfirming(true)}>
        Delete
      </button>
      {confirming && (
        <ConfirmDialog
          title="Delete event"
          message={ADDRESS_EVENT_DELETE_CONFIRMATION}
          confirmLabel="Delete event"
          // The row shows a refusal, as it does for the other changes.
          onConfirm={async () => change.mutate({ kind: 'deleteEvent', eventId: Number(event.id) })}
          onClose={() => setConfirming(false)}
        />
      )}
      {change.error ? (
        <span className="alert" role="alert">
          {errorMessage(change.error)}
        </span>
      ) : null}
    </li>
  );
}

import { ADDRESS_EVENT_DELETE_CONFIRMATION, ADDRESS_EVENT_GROUPS, ADDRESS_EVENTS, type Address } from '@tracker/core/addresses';
import { useState, type Ref } from 'react';
import { errorMessage } from '../../api/error-message';
import { CheckboxField } from '../../ui/checkbox-field';
import { useAddressChange } from '../mutations';

type Props = { address: Address; inputRef?: Ref<HTMLSelectElement> };

/** The address's events, oldest first: add one (by core's names or free text), flip private, delete after a confirmation. */
export function EventsPanel({ address, inputRef }: Props) {
  const change = useAddressChange(address.id);
  const [name, setName] = useState<string>(ADDRESS_EVENTS[0]!.name);
  const [other, setOther] = useState('');
  const [occurredAt, setOccurredAt] = useState('');
  const description = name === '' ? other.trim() : name;

  function add() {
    if (!description) return;
    change.mutate(
      { kind: 'addEvent', body: { description, ...(occurredAt && { occurred_at: new Date(occurredAt).toISOString() }) } },
      { onSuccess: () => setOther('') },
    );
  }

  return (
    <section className="panel" aria-labelledby="events-title">
      <h2 id="events-title">Events</h2>
      {address.attributes.events.length === 0 ? <p className="muted">No events yet.</p> : null}
      <ul className="event-list">
        {address.attributes.events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.occurred_at}>{new Date(event.occurred_at).toLocaleString('en-CA', { dateStyle: 'short', timeStyle: 'short' })}</time>{' '}
            <strong>{event.description}</strong> <span className="muted">{event.group}</span>{' '}
            <CheckboxField
              label="Private"
              checked={event.private}
              onChange={(e) => change.mutate({ kind: 'updateEvent', body: { event_id: Number(event.id), private: e.target.checked } })}
            />
            <button
              type="button"
              aria-label={`Delete event ${event.description}`}
              onClick={() => {
                if (window.confirm(ADDRESS_EVENT_DELETE_CONFIRMATION)) change.mutate({ kind: 'deleteEvent', eventId: Number(event.id) });
              }}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      <form
        className="event-form"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <div className="field">
          <label htmlFor={`event-name-${address.id}`}>Event</label>
          <select id={`event-name-${address.id}`} ref={inputRef} value={name} onChange={(e) => setName(e.target.value)}>
            {ADDRESS_EVENT_GROUPS.map((group) => (
              <optgroup key={group} label={group}>
                {ADDRESS_EVENTS.filter((ev) => ev.group === group).map((ev) => (
                  <option key={ev.name} value={ev.name}>
                    {ev.name}
                    {ev.private ? ' (private)' : ''}
                  </option>
                ))}
              </optgroup>
            ))}
            <option value="">Other…</option>
          </select>
        </div>
        {name === '' ? (
          <div className="field">
            <label htmlFor={`event-other-${address.id}`}>Description</label>
            <input id={`event-other-${address.id}`} value={other} onChange={(e) => setOther(e.target.value)} />
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`event-at-${address.id}`}>Occurred at (empty: now)</label>
          <input id={`event-at-${address.id}`} type="datetime-local" value={occurredAt} onChange={(e) => setOccurredAt(e.target.value)} />
        </div>
        <button type="submit" disabled={!description || change.isPending}>
          Add event
        </button>
        {change.error ? (
          <p className="alert" role="alert">
            {errorMessage(change.error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

import { ADDRESS_EVENT_GROUPS, ADDRESS_EVENTS, type Address } from '@tracker/core/addresses';
import { useState, type Ref } from 'react';
import { errorMessage } from '../../api/error-message';
import { useCommands } from '../../ui/commands/commands-context';
import { fromLocalDateTime } from '../local-date-time';
import { useAddressChange } from '../mutations';
import { EventRow } from './event-row';
import '../registration-screens.css';

type Props = { address: Address; inputRef?: Ref<HTMLSelectElement> };

/**
 * The address's events, oldest first: add one (by core's names or free text); flip one's private,
 * edit its description and when it occurred, or delete it after a confirmation. The palette has an
 * 'Edit event' command for each.
 */
export function EventsPanel({ address, inputRef }: Props) {
  const change = useAddressChange(address.id);
  const [name, setName] = useState<string>(ADDRESS_EVENTS[0]!.name);
  const [other, setOther] = useState('');
  const [occurredAt, setOccurredAt] = useState('');
  const description = name === '' ? other.trim() : name;
  const [editingId, setEditingId] = useState<string | null>(null);
  const events = address.attributes.events;
  const suggestions = `event-names-${address.id}`;
  useCommands(
    events.map((event) => ({
      id: `address.event.edit.${event.id}`,
      title: `Edit event: ${event.description}`,
      group: 'Events',
      keywords: ['occurred', 'date', 'description'],
      perform: () => setEditingId(event.id),
    })),
  );

  function add() {
    if (!description) return;
    change.mutate(
      { kind: 'addEvent', body: { description, ...(occurredAt && { occurred_at: fromLocalDateTime(occurredAt) }) } },
      { onSuccess: () => setOther('') },
    );
  }

  return (
    <section className="panel" aria-labelledby="events-title">
      <h2 id="events-title">Events</h2>
      {events.length === 0 ? <p className="muted">No events yet.</p> : null}
      <ul className="event-list">
        {events.map((event) => (
          <EventRow
            key={event.id}
            addressId={address.id}
            event={event}
            editing={editingId === event.id}
            onEditingChange={(editing) => setEditingId(editing ? event.id : null)}
            suggestions={suggestions}
          />
        ))}
      </ul>
      <datalist id={suggestions}>
        {ADDRESS_EVENTS.map((ev) => (
          <option key={ev.name} value={ev.name} />
        ))}
      </datalist>
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

import { Address, type AddressEvent } from '@tracker/core/addresses';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, stubApi } from '../../test/fake-api';
import { addressResource } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { useRegisteredCommands } from '../../ui/commands/commands-context';
import { registrationQueries } from '../queries';
import { EventsPanel } from './events-panel';

afterEach(() => vi.unstubAllGlobals());

function event(id: string, changes: Partial<AddressEvent> = {}): AddressEvent {
  return {
    id,
    description: 'Created account',
    group: 'Account registration',
    private: false,
    address_id: 40,
    occurred_at: '2026-05-10T10:00:00.000Z',
    user_id: null,
    ...changes,
  };
}

const withEvents = (...events: AddressEvent[]) => ({ data: addressResource('40', { events }), included: [] });

/** The panel as the screens show it: over the address as loaded, so a save shows what the server kept. */
function LoadedPanel() {
  const address = useQuery(registrationQueries.address('40'));
  return address.data ? <EventsPanel address={Address.parse(address.data.data)} /> : null;
}

/** Stands in for the palette: a button per registered command. */
function PaletteStandIn() {
  const commands = useRegisteredCommands();
  return (
    <ul aria-label="Commands">
      {commands.map((command) => (
        <li key={command.id}>
          <button type="button" onClick={command.perform}>
            {command.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

const renderPanel = () =>
  renderAt(
    '/addresses/40',
    <>
      <LoadedPanel />
      <PaletteStandIn />
    </>,
  );

describe('editing an address’s events', () => {
  it('edits an event’s description and when it occurred, and gives focus back to its Edit button', async () => {
    let saved = withEvents(event('12'));
    const api = stubApi({
      'GET /api/v1/admin/addresses/40': () => ({ status: 200, body: saved }),
      'PATCH /api/v1/admin/addresses/40/events': () => {
        saved = withEvents(event('12', { description: 'Placed order', occurred_at: new Date('2026-05-11T09:30').toISOString() }));
        return { status: 200, body: saved };
      },
    });
    renderPanel();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit event Created account' }));
    const form = screen.getByRole('form', { name: 'Edit event Created account' });
    const description = within(form).getByLabelText('Event description') as HTMLInputElement;
    const occurredAt = within(form).getByLabelText('Occurred at') as HTMLInputElement;
    expect(document.activeElement).toBe(description);
    expect(description.value).toBe('Created account');
    expect(new Date(occurredAt.value).toISOString()).toBe('2026-05-10T10:00:00.000Z');

    fireEvent.change(description, { target: { value: ' Placed order ' } });
    fireEvent.change(occurredAt, { target: { value: '2026-05-11T09:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save event' }));

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      event_id: 12,
      description: 'Placed order',
      occurred_at: new Date('2026-05-11T09:30').toISOString(),
    });
    const edit = await screen.findByRole('button', { name: 'Edit event Placed order' });
    expect(document.activeElement).toBe(edit);
  });

  it('opens an event’s form from the palette’s Edit event command', async () => {
    stubApi({
      'GET /api/v1/admin/addresses/40': {
        status: 200,
        body: withEvents(event('12'), event('13', { description: 'Abandoned cart', group: 'Abandon' })),
      },
    });
    renderPanel();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit event: Abandoned cart' }));

    const form = screen.getByRole('form', { name: 'Edit event Abandoned cart' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Event description'));
    expect(screen.getAllByRole('form')).toHaveLength(1);
  });

  it('shows a refused date beside its field and keeps the form open', async () => {
    stubApi({
      'GET /api/v1/admin/addresses/40': { status: 200, body: withEvents(event('12')) },
      'PATCH /api/v1/admin/addresses/40/events': {
        status: 422,
        body: errorDocument(422, 'invalid_input', 'Invalid input', 'Use an ISO date-time', '/occurred_at'),
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit event Created account' }));
    const form = screen.getByRole('form', { name: 'Edit event Created account' });
    fireEvent.change(within(form).getByLabelText('Occurred at'), { target: { value: '2026-05-12T08:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save event' }));

    const occurredAt = within(form).getByLabelText('Occurred at');
    await waitFor(() => expect(occurredAt.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Use an ISO date-time')).toBeTruthy();
    expect(within(form).getByLabelText('Event description').getAttribute('aria-invalid')).toBeNull();
  });

  it('leaves the form on Escape, and sends nothing when nothing changed', async () => {
    const api = stubApi({ 'GET /api/v1/admin/addresses/40': { status: 200, body: withEvents(event('12')) } });
    renderPanel();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit event Created account' }));
    const description = screen.getByLabelText('Event description');
    fireEvent.change(description, { target: { value: 'Something else' } });
    fireEvent.keyDown(description, { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit event Created account' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit event Created account' }));
    expect((screen.getByLabelText('Event description') as HTMLInputElement).value).toBe('Created account');
    fireEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('deletes an event only once the spec’s question is answered yes', async () => {
    const api = stubApi({
      'GET /api/v1/admin/addresses/40': { status: 200, body: withEvents(event('7')) },
      'DELETE /api/v1/admin/addresses/40/events': { status: 200, body: withEvents() },
    });
    renderPanel();
    const remove = await screen.findByRole('button', { name: 'Delete event Created account' });

    fireEvent.click(remove);
    const asked = screen.getByRole('dialog', { name: 'Delete event' });
    expect(within(asked).getByText('Are you sure you want to delete this event?')).toBeTruthy();
    // Cancel has the focus, as in every confirmation of the console: Enter on arrival deletes nothing.
    expect(document.activeElement).toBe(within(asked).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(remove);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete event' })).getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(api.requests.find((r) => r.method === 'DELETE')?.query.get('event_id')).toBe('7'));
  });
});

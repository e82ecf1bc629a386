import { Address } from '@tracker/core/addresses';
import { JOURNEY_TYPE_LABELS } from '@tracker/core/journeys';
import { journeyLinkQuery, SETTABLE_REGISTRATION_STATUSES, type SettableRegistrationStatus } from '@tracker/core/registrations';
import { Email } from '@tracker/core/emails';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { errorMessage } from '../api/error-message';
import { EmailTable } from '../emails';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import type { Command } from '../ui/commands/command-registry';
import { useCommands } from '../ui/commands/commands-context';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { SearchField } from '../ui/search-field';
import { SelectField } from '../ui/select-field';
import { EventsPanel } from './components/events-panel';
import { copyField, PersonaPanel, personaFields } from './components/persona-panel';
import { useAddressChange, useUpdateRegistration } from './mutations';
import { registrationQueries } from './queries';
import { neighbour } from './queue';
import './registration-screens.css';

const BULK_ACTIONS = [
  { id: 'hide', title: 'Hide all emails', change: { kind: 'emailsVisible', value: false } },
  { id: 'show', title: 'Show all emails', change: { kind: 'emailsVisible', value: true } },
  { id: 'private', title: 'Make all PRIVATE', change: { kind: 'emailsPrivate', value: true } },
  { id: 'public', title: 'Make all PUBLIC', change: { kind: 'emailsPrivate', value: false } },
] as const;

/** /registrations/{id} and /registrations/{id}/{relationship}: review a registration and complete it. */
export function RegistrationPage({ params }: ScreenProps) {
  const id = params.registration_id ?? '';
  const [, navigate] = useLocation();
  const registration = useQuery(registrationQueries.detail(id));
  const addressId = registration.data?.data.attributes.addressId;
  const [q, setQ] = useState('');
  const address = useQuery({ ...registrationQueries.address(String(addressId ?? ''), q), enabled: addressId != null });
  const update = useUpdateRegistration(id);
  const addressChange = useAddressChange(String(addressId ?? ''));
  const eventField = useRef<HTMLSelectElement>(null);
  const statusField = useRef<HTMLSelectElement>(null);

  const addressData = address.data ? Address.parse(address.data.data) : undefined;
  const emails = (address.data?.included ?? []).filter((i) => i.type === 'emails').map((i) => Email.parse(i));
  const attributes = registration.data?.data.attributes;
  const firstActivity = addressData?.attributes.firstActivityAt ?? emails.at(-1)?.attributes.sent_at ?? null;
  const journeyHref = attributes
    ? `/journeys/new?${new URLSearchParams({ ...journeyLinkQuery({ companyId: attributes.company_id, addressId: attributes.addressId ?? 0, type: attributes.type, firstActivityAt: firstActivity ? new Date(firstActivity) : null }) }).toString()}`
    : '';

  const commands: Command[] = [
    { id: 'registration.claim', title: 'Claim this registration', group: 'Registration', shortcut: 'c', perform: () => update.mutate({ claim: true }) },
    { id: 'registration.status', title: 'Set status…', group: 'Registration', shortcut: 's', perform: () => statusField.current?.focus() },
    ...SETTABLE_REGISTRATION_STATUSES.map((status) => ({
      id: `registration.status.${status}`,
      title: `Set status: ${status}`,
      group: 'Registration',
      perform: () => update.mutate({ status }),
    })),
    { id: 'registration.complete-all', title: 'Complete all', group: 'Registration', shortcut: 'shift+c', perform: () => update.mutate({ complete_all: true }) },
    ...BULK_ACTIONS.map((action) => ({ id: `registration.emails.${action.id}`, title: action.title, group: 'Registration', perform: () => addressChange.mutate(action.change) })),
    { id: 'registration.add-event', title: 'Add an event', group: 'Registration', shortcut: 'e', perform: () => eventField.current?.focus() },
    ...(attributes ? [{ id: 'registration.company', title: 'Open the registration’s company', group: 'Registration', shortcut: 'o', perform: () => navigate(`/companies/${attributes.company_id}`) }] : []),
    ...(addressData
      ? personaFields(addressData)
          .filter((f) => f.value)
          .map((f) => ({ id: `registration.copy.${f.id}`, title: `Copy persona ${f.label.toLowerCase()}`, group: 'Persona', keywords: ['copy'], perform: () => void copyField(f.label, f.value) }))
      : []),
    { id: 'registration.next', title: 'Next registration in the queue', group: 'Registration', shortcut: 'j', perform: () => step(1) },
    { id: 'registration.previous', title: 'Previous registration in the queue', group: 'Registration', shortcut: 'k', perform: () => step(-1) },
  ];
  useCommands(commands);

  function step(direction: 1 | -1) {
    const other = neighbour(id, direction);
    if (other) navigate(`/registrations/${other}`);
  }

  if (!registration.data || !attributes) {
    return <DetailScreenFallback back={<BackLink href="/registrations">Registrations</BackLink>} title="Registration" error={registration.error} />;
  }

  const assignees = (registration.data.included ?? []).filter((i) => i.type === 'users' && i.attributes.assignee);
  return (
    <section className="registration-page">
      <BackLink href="/registrations">Registrations</BackLink>
      <h1>
        {attributes.company_name} <span className="muted">#{id}</span>
      </h1>
      <p>
        {JOURNEY_TYPE_LABELS[attributes.type]} · status <strong data-testid="registration-status">{attributes.status}</strong> · assigned to{' '}
        {attributes.assignee_email ?? 'nobody'} · {attributes.prioritized ? 'prioritized' : 'not prioritized'} · {attributes.emails_count} emails counted ·{' '}
        <Link href={`/companies/${attributes.company_id}`}>company</Link>
        {attributes.company_invalid ? <strong className="alert"> This company is invalid (not valid, invalid or archived).</strong> : null}
      </p>
      {update.error ? (
        <p className="alert" role="alert">
          {errorMessage(update.error)}
        </p>
      ) : null}
      <div className="registration-actions">
        <button type="button" onClick={() => update.mutate({ claim: true })}>
          Claim
        </button>
        <SelectField
          label="Assignee"
          options={[{ value: '', label: 'Nobody' }, ...assignees.map((u) => ({ value: u.id, label: String(u.attributes.email) }))]}
          value={attributes.userId === null ? '' : String(attributes.userId)}
          onChange={(e) => update.mutate({ userId: e.target.value === '' ? null : Number(e.target.value) })}
        />
        <div className="field">
          <label htmlFor={`status-${id}`}>Set status</label>
          <select
            id={`status-${id}`}
            ref={statusField}
            value=""
            onChange={(e) => e.target.value && update.mutate({ status: e.target.value as SettableRegistrationStatus })}
          >
            <option value="">{attributes.status}</option>
            {SETTABLE_REGISTRATION_STATUSES.filter((s) => s !== attributes.status).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={() => update.mutate({ complete_all: true })} disabled={update.isPending}>
          Complete all
        </button>
        <Link href={journeyHref}>Create a journey</Link>
      </div>
      <div className="registration-actions" role="group" aria-label="Bulk email actions">
        {BULK_ACTIONS.map((action) => (
          <button key={action.id} type="button" onClick={() => addressChange.mutate(action.change)} disabled={addressId == null}>
            {action.title}
          </button>
        ))}
        {addressChange.error ? (
          <p className="alert" role="alert">
            {errorMessage(addressChange.error)}
          </p>
        ) : null}
      </div>
      {address.error ? (
        <p className="alert" role="alert">
          Could not load the address: {errorMessage(address.error)}
        </p>
      ) : null}
      {addressData ? (
        <>
          <div className="registration-columns">
            <section className="panel" aria-labelledby="address-title">
              <h2 id="address-title">Address</h2>
              <p>
                <Link href={`/addresses/${addressData.id}`}>{addressData.attributes.email_address}</Link>
              </p>
              <p>
                {addressData.attributes.visible ? 'Visible' : 'Hidden'} · {addressData.attributes.private ? 'Private' : 'Public'} · first activity{' '}
                {addressData.attributes.firstActivityAt ? new Date(addressData.attributes.firstActivityAt).toLocaleString('en-CA') : 'not yet'}
              </p>
            </section>
            <PersonaPanel address={addressData} />
          </div>
          <EventsPanel address={addressData} inputRef={eventField} />
          <section aria-labelledby="emails-title">
            <h2 id="emails-title">Emails received</h2>
            <SearchField label="Search these emails" placeholder="Subject or sender" value={q} onSearch={(text) => setQ(text)} />
            {/* j/k step through the queue on this screen; in the table, once it has focus, they move through the emails. */}
            <EmailTable label="Emails received" keysWhileFocused data={emails} isLoading={address.isPending} error={address.error} empty="No email received yet." />
          </section>
        </>
      ) : null}
    </section>
  );
}

import { Address } from '@tracker/core/addresses';
import { JOURNEY_TYPE_LABELS } from '@tracker/core/journeys';
import { journeyLinkQuery, SETTABLE_REGISTRATION_STATUSES } from '@tracker/core/registrations';
import { Email } from '@tracker/core/emails';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { errorMessage } from '../api/error-message';
import { LIVE_REFRESH_MS } from '../api/live-refresh';
import { ConfirmationLink, EmailTable } from '../emails';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import type { Command } from '../ui/commands/command-registry';
import { useCommands } from '../ui/commands/commands-context';
import { DetailLayout } from '../ui/detail-layout';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { SearchField } from '../ui/search-field';
import { AddressEditor } from './components/address-editor';
import { EventsPanel } from './components/events-panel';
import { PersonaPanel, personaCopyCommands } from './components/persona-panel';
import { RegistrationActions } from './components/registration-actions';
import { RegistrationCompany } from './components/registration-company';
import { RegistrationJourneys } from './components/registration-journeys';
import { isRegistrationRelationship, registrationTabCommands, RegistrationTabs } from './components/registration-tabs';
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

/**
 * /registrations/{id}: review a registration and complete it; /registrations/{id}/{relationship}
 * shows one of its relationships (spec section 3): its address (with the form open), its company,
 * its journeys. The registration's own actions stay above the tabs.
 */
export function RegistrationPage({ params }: ScreenProps) {
  const id = params.registration_id ?? '';
  const relationship = params.relationship;
  const [, navigate] = useLocation();
  // The address tab is where an address is edited: its form is open on arrival there.
  const [editingAddress, setEditingAddress] = useState(relationship === 'address');
  // Mail arrives while staff watch: the counts and the email table are asked for again on an
  // interval (paused while the tab is hidden), except while the address form is open.
  const refetchInterval = editingAddress ? false : LIVE_REFRESH_MS;
  const registration = useQuery({ ...registrationQueries.detail(id), refetchInterval });
  const addressId = registration.data?.data.attributes.addressId;
  const [q, setQ] = useState('');
  const address = useQuery({ ...registrationQueries.address(String(addressId ?? ''), q), enabled: addressId != null, refetchInterval });
  const update = useUpdateRegistration(id);
  const addressChange = useAddressChange(String(addressId ?? ''));
  const addressSection = useRef<HTMLElement>(null);
  const eventField = useRef<HTMLSelectElement>(null);
  const statusField = useRef<HTMLSelectElement>(null);
  const showsAddress = relationship === undefined || relationship === 'address';

  const addressData = address.data ? Address.parse(address.data.data) : undefined;
  const emails = (address.data?.included ?? []).filter((i) => i.type === 'emails').map((i) => Email.parse(i));
  const attributes = registration.data?.data.attributes;
  // The newest double opt-in's link: staff open it to confirm the signup.
  const confirmationUrl = emails.find((e) => e.attributes.confirmation_url)?.attributes.confirmation_url ?? null;
  const firstActivity = addressData?.attributes.firstActivityAt ?? emails.at(-1)?.attributes.sent_at ?? null;
  const journeyHref = attributes
    ? `/journeys/new?${new URLSearchParams({ ...journeyLinkQuery({ companyId: attributes.company_id, addressId: attributes.addressId ?? 0, type: attributes.type, firstActivityAt: firstActivity ? new Date(firstActivity) : null }) }).toString()}`
    : '';

  function editAddress() {
    if (!showsAddress) navigate(`/registrations/${id}/address`);
    else if (editingAddress) addressSection.current?.querySelector('input')?.focus();
    else setEditingAddress(true);
  }

  const commands: Command[] = [
    {
      id: 'registration.claim',
      title: 'Claim this registration',
      group: 'Registration',
      shortcut: 'c',
      perform: () => update.mutate({ claim: true }),
    },
    { id: 'registration.status', title: 'Set status…', group: 'Registration', shortcut: 's', perform: () => statusField.current?.focus() },
    ...SETTABLE_REGISTRATION_STATUSES.map((status) => ({
      id: `registration.status.${status}`,
      title: `Set status: ${status}`,
      group: 'Registration',
      perform: () => update.mutate({ status }),
    })),
    {
      id: 'registration.complete-all',
      title: 'Complete all',
      group: 'Registration',
      shortcut: 'shift+c',
      perform: () => update.mutate({ complete_all: true }),
    },
    ...BULK_ACTIONS.map((action) => ({
      id: `registration.emails.${action.id}`,
      title: action.title,
      group: 'Registration',
      perform: () => addressChange.mutate(action.change),
    })),
    ...(showsAddress
      ? [
          {
            id: 'registration.add-event',
            title: 'Add an event',
            group: 'Registration',
            shortcut: 'e',
            perform: () => eventField.current?.focus(),
          },
        ]
      : []),
    ...(addressId != null
      ? [
          {
            id: 'registration.edit-address',
            title: 'Edit address',
            group: 'Registration',
            shortcut: 'a',
            keywords: ['persona', 'street', 'birthdate', 'first activity'],
            perform: editAddress,
          },
        ]
      : []),
    ...(attributes
      ? [
          {
            id: 'registration.company',
            title: 'Open the registration’s company',
            group: 'Registration',
            shortcut: 'o',
            perform: () => navigate(`/companies/${attributes.company_id}`),
          },
        ]
      : []),
    ...(addressData ? personaCopyCommands(addressData) : []),
    { id: 'registration.next', title: 'Next registration in the queue', group: 'Registration', shortcut: 'j', perform: () => step(1) },
    {
      id: 'registration.previous',
      title: 'Previous registration in the queue',
      group: 'Registration',
      shortcut: 'k',
      perform: () => step(-1),
    },
    ...registrationTabCommands(id, navigate),
  ];
  useCommands(commands);

  function step(direction: 1 | -1) {
    const other = neighbour(id, direction);
    if (other) navigate(relationship ? `/registrations/${other}/${relationship}` : `/registrations/${other}`);
  }

  if (relationship !== undefined && !isRegistrationRelationship(relationship)) return <Redirect to={`/registrations/${id}`} replace />;

  if (!registration.data || !attributes) {
    return (
      <DetailScreenFallback
        back={<BackLink href="/registrations">Registrations</BackLink>}
        title="Registration"
        error={registration.error}
      />
    );
  }

  const persona = addressData ? (
    <>
      <PersonaPanel address={addressData} />
      <EventsPanel address={addressData} inputRef={eventField} />
    </>
  ) : null;
  const addressForm = addressData ? (
    <AddressEditor
      address={addressData}
      editing={editingAddress}
      onEditingChange={setEditingAddress}
      linkToAddress
      sectionRef={addressSection}
    />
  ) : null;

  return (
    <DetailLayout
      className="registration-page"
      back={<BackLink href="/registrations">Registrations</BackLink>}
      title={
        <>
          {attributes.company_name} <span className="muted">#{id}</span>
        </>
      }
      meta={
        <p>
          {JOURNEY_TYPE_LABELS[attributes.type]} · status <strong data-testid="registration-status">{attributes.status}</strong> · assigned
          to {attributes.assignee_email ?? 'nobody'} · {attributes.prioritized ? 'prioritized' : 'not prioritized'} ·{' '}
          {attributes.emails_count} emails counted · <Link href={`/companies/${attributes.company_id}`}>company</Link>
          {attributes.company_invalid ? (
            <strong className="alert"> This company is invalid (not valid, invalid or archived).</strong>
          ) : null}
        </p>
      }
      actions={<RegistrationActions document={registration.data} update={update} statusField={statusField} journeyHref={journeyHref} />}
      tabs={<RegistrationTabs id={id} current={relationship} />}
      aside={
        <>
          {relationship === undefined ? addressForm : null}
          {persona}
        </>
      }
      asideLabel="Inbox and persona"
    >
      {update.error ? (
        <p className="alert" role="alert">
          {errorMessage(update.error)}
        </p>
      ) : null}
      {showsAddress && address.error ? (
        <p className="alert" role="alert">
          Could not load the address: {errorMessage(address.error)}
        </p>
      ) : null}
      {showsAddress && addressId == null ? <p className="muted">This registration has no address.</p> : null}
      {relationship === undefined && (
        <section aria-labelledby="emails-title">
          <div className="registration-emails-header">
            <h2 id="emails-title">Emails received</h2>
            <div className="registration-bulk-actions" role="group" aria-label="Bulk email actions">
              {BULK_ACTIONS.map((action) => (
                <button key={action.id} type="button" onClick={() => addressChange.mutate(action.change)} disabled={addressId == null}>
                  {action.title}
                </button>
              ))}
            </div>
          </div>
          {addressChange.error ? (
            <p className="alert" role="alert">
              {errorMessage(addressChange.error)}
            </p>
          ) : null}
          {addressData ? (
            <>
              {confirmationUrl ? <ConfirmationLink url={confirmationUrl} /> : null}
              <SearchField label="Search these emails" placeholder="Subject or sender" value={q} onSearch={(text) => setQ(text)} />
              {/* j/k step through the queue on this screen; in the table, once it has focus, they move through the emails. */}
              <EmailTable
                label="Emails received"
                keysWhileFocused
                data={emails}
                isLoading={address.isPending}
                error={address.error}
                empty="No email received yet."
              />
            </>
          ) : null}
        </section>
      )}
      {relationship === 'address' && addressForm}
      {relationship === 'company' && <RegistrationCompany registration={registration.data.data} included={registration.data.included} />}
      {relationship === 'journeys' && <RegistrationJourneys registration={registration.data.data} included={registration.data.included} />}
    </DetailLayout>
  );
}

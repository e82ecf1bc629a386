import type { Journey } from '@tracker/core/journeys';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '../../api/error-message';
import { useRegistrationDomains } from '../../auth';
import { useCommands } from '../../ui/commands/commands-context';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SelectField } from '../../ui/select-field';
import { useCreateJourneyInbox, useDeleteJourney, useRemoveJourneyAddresses, useSetJourneyCurrent } from '../mutations';

type Asking = 'delete' | 'remove-addresses' | null;

/**
 * Create an inbox, make current, remove the inboxes, delete: each a button and a palette command;
 * the palette's inbox command asks for the domain on a page of its own.
 */
export function JourneyActions({ journey, addressCount }: { journey: Journey; addressCount: number }) {
  const [, navigate] = useLocation();
  const { domains, defaultDomain } = useRegistrationDomains();
  const [chosenDomain, setDomain] = useState<string | null>(null);
  // The journey's own domain while it is one of the server's, else the default.
  const journeyDomain = journey.attributes.baseEmailDomain;
  const domain = chosenDomain ?? (journeyDomain && domains.includes(journeyDomain) ? journeyDomain : defaultDomain);
  const [asking, setAsking] = useState<Asking>(null);
  const actions = useRef<HTMLDivElement>(null);
  const inbox = useCreateJourneyInbox(journey.id);
  const current = useSetJourneyCurrent(journey.id);
  const removeAddresses = useRemoveJourneyAddresses(journey.id);
  const remove = useDeleteJourney(journey.id);
  const isCurrent = journey.attributes.current;
  const companyJourneys = `/companies/${journey.attributes.company_id}/journeys`;

  useCommands([
    {
      id: 'journey.inbox',
      title: 'Create an inbox on…',
      group: 'Journey',
      shortcut: 'i',
      keywords: ['address', 'registration domain', 'new inbox'],
      perform: () => actions.current?.querySelector('select')?.focus(),
      // From the palette the domain is the choice: the inbox is created at once, on it.
      choices: {
        placeholder: 'Registration domain…',
        empty: 'No registration domain matches.',
        items: domains.map((d) => ({ id: d, title: d, ...(d === defaultDomain && { detail: 'default' }) })),
        choose: (chosen) => inbox.mutate(chosen),
      },
    },
    {
      id: 'journey.current',
      title: isCurrent ? 'Make this journey not current' : 'Make this journey current',
      group: 'Journey',
      shortcut: 'm',
      perform: () => current.mutate(!isCurrent),
    },
    {
      id: 'journey.remove-addresses',
      title: "Remove this journey's inboxes",
      group: 'Journey',
      perform: () => setAsking('remove-addresses'),
    },
    { id: 'journey.delete', title: 'Delete this journey', group: 'Journey', keywords: ['remove'], perform: () => setAsking('delete') },
  ]);

  const failure = inbox.error ?? current.error;
  return (
    <div className="journey-form" ref={actions}>
      <SelectField
        label="Base email domain"
        options={domains.map((d) => ({ value: d, label: d }))}
        value={domain}
        onChange={(e) => setDomain(e.target.value)}
      />
      <div className="form-actions">
        <button type="button" disabled={inbox.isPending} onClick={() => inbox.mutate(domain)}>
          {inbox.isPending ? 'Creating inbox…' : 'Create inbox'}
        </button>
        <button type="button" disabled={current.isPending} onClick={() => current.mutate(!isCurrent)}>
          {isCurrent ? 'Make not current' : 'Make current'}
        </button>
        <button type="button" disabled={addressCount === 0} onClick={() => setAsking('remove-addresses')}>
          Remove inboxes…
        </button>
        <button type="button" className="danger" onClick={() => setAsking('delete')}>
          Delete journey…
        </button>
      </div>
      {failure ? (
        <p className="alert" role="alert">
          {errorMessage(failure)}
        </p>
      ) : null}
      {asking === 'remove-addresses' && (
        <ConfirmDialog
          title="Remove inboxes"
          message={`Take ${addressCount === 1 ? 'its inbox' : `all ${addressCount} inboxes`} out of this journey? The inboxes themselves stay.`}
          confirmLabel="Remove inboxes"
          onConfirm={() => removeAddresses.mutateAsync()}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          title="Delete journey"
          message="Are you sure you want to delete this journey? Its emails stay, without a journey."
          confirmLabel="Delete journey"
          onConfirm={() => remove.mutateAsync().then(() => navigate(companyJourneys))}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}

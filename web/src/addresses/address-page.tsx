import { Address } from '@tracker/core/addresses';
import { Email } from '@tracker/core/emails';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useRoute, useSearchParams } from 'wouter';
import { errorMessage } from '../api/error-message';
import { EmailTable } from '../emails';
import { AddressEditor, EventsPanel, PersonaPanel, useAddressChange } from '../registrations';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import type { Command } from '../ui/commands/command-registry';
import { useCommands } from '../ui/commands/commands-context';
import { DetailLayout } from '../ui/detail-layout';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { UndoNote } from '../ui/undo/undo-note';
import { useUndo } from '../ui/undo/use-undo';
import { TeamTypeahead } from './components/team-typeahead';
import { addressQueries } from './queries';
import './address-page.css';

/** /addresses/{id} (optional q narrows its emails): the address, editable, with its persona, events and emails; /addresses/{id}/teams: the teams it is shared with. */
export function AddressPage({ params }: ScreenProps) {
  const id = params.address_id ?? '';
  const [search] = useSearchParams();
  const q = search.get('q') ?? '';
  const address = useQuery(addressQueries.detail(id, q));
  const change = useAddressChange(id);
  // Its own call, so a refusal is said once, by the undo note, not also by the page's alert.
  const shareChange = useAddressChange(id);
  const sharing = useUndo<{ id: number; name: string }>({
    run: (team) => shareChange.mutateAsync({ kind: 'removeTeam', teamId: team.id }),
    reverse: (team) => shareChange.mutateAsync({ kind: 'addTeam', teamId: team.id }),
    done: (team) => `Stopped sharing with ${team.name}`,
    notDone: 'Still shared',
    notUndone: 'Not shared again',
  });
  const [teamsTab] = useRoute('/addresses/:address_id/teams');
  const [editing, setEditing] = useState(false);
  const editor = useRef<HTMLElement>(null);
  const teamSearch = useRef<HTMLInputElement>(null);

  const commands: Command[] = teamsTab
    ? [
        {
          id: 'address.share-with-team',
          title: 'Share with a team…',
          group: 'Address',
          keywords: ['teams', 'add'],
          perform: () => teamSearch.current?.focus(),
        },
      ]
    : [
        {
          id: 'address.edit',
          title: 'Edit address',
          group: 'Address',
          shortcut: 'a',
          keywords: ['persona', 'street', 'birthdate', 'first activity'],
          perform: () => (editing ? editor.current?.querySelector('input')?.focus() : setEditing(true)),
        },
      ];
  useCommands(commands);

  if (!address.data) {
    return <DetailScreenFallback back={<BackLink href="/addresses">Addresses</BackLink>} title="Address" error={address.error} />;
  }
  const data = Address.parse(address.data.data);
  const included = address.data.included ?? [];
  const teams = included.filter((i) => i.type === 'teams');
  const emails = included.filter((i) => i.type === 'emails').map((i) => Email.parse(i));

  return (
    <DetailLayout
      back={<BackLink href="/addresses">Addresses</BackLink>}
      title={data.attributes.email_address}
      meta={
        data.attributes.company_id !== null ? (
          <p>
            Registered to <Link href={`/companies/${data.attributes.company_id}`}>{data.attributes.company_name}</Link>
          </p>
        ) : null
      }
      tabs={
        <nav aria-label="Address sections" className="tabs">
          <Link href={`/addresses/${id}`} aria-current={teamsTab ? undefined : 'page'}>
            Address
          </Link>
          <Link href={`/addresses/${id}/teams`} aria-current={teamsTab ? 'page' : undefined}>
            Teams ({teams.length})
          </Link>
        </nav>
      }
      aside={
        <>
          <AddressEditor address={data} editing={editing} onEditingChange={setEditing} sectionRef={editor} />
          <PersonaPanel address={data} />
          <EventsPanel address={data} />
        </>
      }
      asideLabel="Inbox and persona"
    >
      {change.error ? (
        <p className="alert" role="alert">
          {errorMessage(change.error)}
        </p>
      ) : null}
      {teamsTab ? (
        <section className="panel" aria-labelledby="teams-title">
          <h2 id="teams-title">Teams</h2>
          {teams.length === 0 ? <p className="muted">Not shared with any team.</p> : null}
          <ul>
            {teams.map((team) => (
              <li key={team.id}>
                <Link href={`/teams/${team.id}`}>{String(team.attributes.name)}</Link>{' '}
                <button
                  type="button"
                  aria-label={`Stop sharing with ${String(team.attributes.name)}`}
                  onClick={() => sharing.run({ id: Number(team.id), name: String(team.attributes.name) })}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <UndoNote undo={sharing} />
          <TeamTypeahead
            label="Share with a team"
            inputRef={teamSearch}
            shared={new Set(teams.map((team) => team.id))}
            onSelect={(team) => change.mutate({ kind: 'addTeam', teamId: Number(team.id) })}
          />
        </section>
      ) : (
        <section aria-labelledby="address-emails-title">
          <h2 id="address-emails-title">Emails received</h2>
          <EmailTable label="Emails received" data={emails} isLoading={false} error={null} empty="No email received yet." focusOnArrival />
        </section>
      )}
    </DetailLayout>
  );
}

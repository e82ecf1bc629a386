import { Address } from '@tracker/core/addresses';
import { Email } from '@tracker/core/emails';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useRoute, useSearchParams } from 'wouter';
import { errorMessage } from '../api/error-message';
import { EmailTable } from '../emails';
import { EventsPanel, PersonaPanel, useAddressChange } from '../registrations';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { addressQueries } from './queries';

/** /addresses/{id} (optional q narrows its emails) and /addresses/{id}/teams. */
export function AddressPage({ params }: ScreenProps) {
  const id = params.address_id ?? '';
  const [search] = useSearchParams();
  const q = search.get('q') ?? '';
  const address = useQuery(addressQueries.detail(id, q));
  const change = useAddressChange(id);
  const [teamId, setTeamId] = useState('');
  const [teamsTab] = useRoute('/addresses/:address_id/teams');

  if (!address.data) {
    return <DetailScreenFallback back={<BackLink href="/addresses">Addresses</BackLink>} title="Address" error={address.error} />;
  }
  const data = Address.parse(address.data.data);
  const included = address.data.included ?? [];
  const teams = included.filter((i) => i.type === 'teams');
  const emails = included.filter((i) => i.type === 'emails').map((i) => Email.parse(i));

  return (
    <section>
      <BackLink href="/addresses">Addresses</BackLink>
      <h1>{data.attributes.email_address}</h1>
      <nav>
        <Link href={`/addresses/${id}`}>Address</Link> · <Link href={`/addresses/${id}/teams`}>Teams ({teams.length})</Link>
        {data.attributes.company_id !== null ? (
          <>
            {' '}
            · <Link href={`/companies/${data.attributes.company_id}`}>{data.attributes.company_name}</Link>
          </>
        ) : null}
      </nav>
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
                {String(team.attributes.name)}{' '}
                <button type="button" onClick={() => change.mutate({ kind: 'removeTeam', teamId: Number(team.id) })}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (/^\d+$/.test(teamId)) change.mutate({ kind: 'addTeam', teamId: Number(teamId) }, { onSuccess: () => setTeamId('') });
            }}
          >
            <label htmlFor="team-id">Team id</label> <input id="team-id" inputMode="numeric" value={teamId} onChange={(e) => setTeamId(e.target.value)} />{' '}
            <button type="submit">Share with team</button>
          </form>
        </section>
      ) : (
        <>
          <PersonaPanel address={data} />
          <EventsPanel address={data} />
          <section aria-labelledby="address-emails-title">
            <h2 id="address-emails-title">Emails received</h2>
            <EmailTable label="Emails received" data={emails} isLoading={false} error={null} empty="No email received yet." />
          </section>
        </>
      )}
    </section>
  );
}

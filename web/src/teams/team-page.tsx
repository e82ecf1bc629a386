import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { useCommands } from '../ui/commands/commands-context';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { MemberLookup } from './components/member-lookup';
import { ChangeOwnerForm, TeamSettings, TeamSubscription } from './components/team-settings';
import { teamQueries } from './queries';

/**
 * /teams/{id}: name and limits, subscription, owner change; members are on /teams/{id}/members.
 * With `?email=` (spec section 2) it first says where that address stands in the team.
 */
export function TeamPage({ params }: ScreenProps) {
  const id = params.team_id ?? '';
  const team = useQuery(teamQueries.detail(id));
  const [, navigate] = useLocation();
  const email = new URLSearchParams(useSearch()).get('email')?.trim() ?? '';
  const owner = useRef<HTMLFormElement>(null);
  const lookupForm = useRef<HTMLFormElement>(null);
  // With the email's add-or-invite field on this screen, inviting starts there; else on the members page.
  const invite = () => {
    const field = lookupForm.current?.querySelector('input');
    if (field) field.focus();
    else navigate(`/teams/${id}/members?invite=1`);
  };
  useCommands([
    {
      id: 'team.change-owner',
      title: 'Change owner',
      group: 'Team',
      keywords: ['owner'],
      perform: () => owner.current?.querySelector('input')?.focus(),
    },
    { id: 'team.invite', title: 'Invite to this team', group: 'Team', shortcut: 'i', perform: invite },
  ]);
  if (!team.data) return <DetailScreenFallback back={<BackLink href="/teams">Teams</BackLink>} title="Team" error={team.error} />;
  const data = team.data.data;
  return (
    <section>
      <BackLink href="/teams">Teams</BackLink>
      <h1>{data.attributes.name}</h1>
      <nav aria-label="Team">
        <Link href={`/teams/${id}/members`}>Members and invitations</Link>
      </nav>
      {email && <MemberLookup teamId={id} email={email} formRef={lookupForm} />}
      <div className="group-columns">
        <section className="panel" aria-labelledby="team-settings">
          <h2 id="team-settings">Settings</h2>
          <TeamSettings key={data.attributes.updated_at} team={data} />
        </section>
        <section className="panel" aria-labelledby="team-owner">
          <h2 id="team-owner">Owner</h2>
          <ChangeOwnerForm team={data} inputRef={owner} />
        </section>
      </div>
      <section className="panel" aria-labelledby="team-subscription">
        <h2 id="team-subscription">Subscription</h2>
        <TeamSubscription team={data} />
      </section>
    </section>
  );
}

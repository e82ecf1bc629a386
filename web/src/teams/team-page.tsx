import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { useCommands } from '../ui/commands/commands-context';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { ChangeOwnerForm, TeamSettings, TeamSubscription } from './components/team-settings';
import { teamQueries } from './queries';

/** /teams/{id}: name and limits, subscription, owner change; members are on /teams/{id}/members. */
export function TeamPage({ params }: ScreenProps) {
  const id = params.team_id ?? '';
  const team = useQuery(teamQueries.detail(id));
  const [, navigate] = useLocation();
  const owner = useRef<HTMLFormElement>(null);
  useCommands([
    { id: 'team.change-owner', title: 'Change owner', group: 'Team', keywords: ['owner'], perform: () => owner.current?.querySelector('input')?.focus() },
    { id: 'team.invite', title: 'Invite to this team', group: 'Team', shortcut: 'i', perform: () => navigate(`/teams/${id}/members?invite=1`) },
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

import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { useCommands } from '../ui/commands/commands-context';
import { DetailLayout } from '../ui/detail-layout';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { MemberLookup } from './components/member-lookup';
import { TeamTabs } from './components/team-tabs';
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
    <DetailLayout
      back={<BackLink href="/teams">Teams</BackLink>}
      title={data.attributes.name}
      tabs={<TeamTabs id={id} current="overview" />}
      aside={
        <>
          <section className="panel" aria-labelledby="team-settings">
            <h2 id="team-settings">Settings</h2>
            <TeamSettings key={data.attributes.updated_at} team={data} />
          </section>
          <section className="panel" aria-labelledby="team-owner">
            <h2 id="team-owner">Owner</h2>
            <ChangeOwnerForm team={data} inputRef={owner} />
          </section>
        </>
      }
      asideLabel="Team settings and owner"
    >
      {email && <MemberLookup teamId={id} email={email} formRef={lookupForm} />}
      <section className="panel" aria-labelledby="team-subscription">
        <h2 id="team-subscription">Subscription</h2>
        <TeamSubscription team={data} />
      </section>
    </DetailLayout>
  );
}

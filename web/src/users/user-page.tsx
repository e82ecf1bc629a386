import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { UserAccess } from './components/user-access';
import { UserAccountActions } from './components/user-account-actions';
import { UserDetailsForm } from './components/user-details-form';
import { UserGroups, UserLists, UserTrackedCompanies } from './components/user-related';
import { UserTeams } from './components/user-teams';
import { userQueries } from './queries';

type Tab = 'details' | 'lists' | 'groups' | 'teams';
const TABS: ReadonlyArray<[Tab, string, string]> = [
  ['details', 'Details', ''],
  ['teams', 'Teams', '/teams'],
  ['groups', 'Groups', '/groups'],
  ['lists', 'Lists', '/lists'],
];

/** /users/{id} and its tabs: details, access, subscription and account; the user's teams, groups and lists. */
function UserScreen({ id, tab }: { id: string; tab: Tab }) {
  const user = useQuery(userQueries.detail(id));
  if (!user.data) return <DetailScreenFallback back={<BackLink href="/users">Users</BackLink>} title="User" error={user.error} />;
  const document = user.data;
  const a = document.data.attributes;
  return (
    <section>
      <BackLink href="/users">Users</BackLink>
      <h1>{a.email}</h1>
      <nav aria-label="User" className="tabs">
        {TABS.map(([value, label, suffix]) => (
          <Link key={value} href={`/users/${id}${suffix}`} aria-current={value === tab ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'details' && (
        <div className="group-columns">
          <section className="panel" aria-labelledby="user-details">
            <h2 id="user-details">Details</h2>
            <UserDetailsForm key={a.updated_at} user={document.data} />
          </section>
          <section className="panel" aria-labelledby="user-access">
            <h2 id="user-access">Policies and access</h2>
            <UserAccess user={document.data} />
            <h2>Subscription and account</h2>
            <UserAccountActions user={document.data} />
            <h2>Tracked companies</h2>
            <UserTrackedCompanies document={document} />
          </section>
        </div>
      )}
      {tab === 'teams' && <UserTeams document={document} />}
      {tab === 'groups' && <UserGroups document={document} />}
      {tab === 'lists' && <UserLists document={document} />}
    </section>
  );
}

export function UserPage({ params }: ScreenProps) {
  return <UserScreen id={params.user_id ?? ''} tab="details" />;
}
export function UserListsPage({ params }: ScreenProps) {
  return <UserScreen id={params.user_id ?? ''} tab="lists" />;
}
export function UserGroupsPage({ params }: ScreenProps) {
  return <UserScreen id={params.user_id ?? ''} tab="groups" />;
}
export function UserTeamsPage({ params }: ScreenProps) {
  return <UserScreen id={params.user_id ?? ''} tab="teams" />;
}

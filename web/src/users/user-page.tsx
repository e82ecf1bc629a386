import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { DetailLayout } from '../ui/detail-layout';
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
const TAB_TITLES: Record<Tab, string> = {
  details: 'Details',
  teams: 'Teams of this user',
  groups: 'Groups of this user',
  lists: 'Lists of this user',
};

/** /users/{id} and its tabs: details, access, subscription and account; the user's teams, groups and lists. */
function UserScreen({ id, tab }: { id: string; tab: Tab }) {
  const user = useQuery(userQueries.detail(id));
  if (!user.data) return <DetailScreenFallback back={<BackLink href="/users">Users</BackLink>} title="User" error={user.error} />;
  const document = user.data;
  const a = document.data.attributes;
  return (
    <DetailLayout
      back={<BackLink href="/users">Users</BackLink>}
      title={a.email}
      tabs={
        <nav aria-label="User" className="tabs">
          {TABS.map(([value, label, suffix]) => (
            <Link key={value} href={`/users/${id}${suffix}`} aria-current={value === tab ? 'page' : undefined}>
              {label}
            </Link>
          ))}
        </nav>
      }
      aside={
        <>
          <section className="panel" aria-labelledby="user-access">
            <h2 id="user-access">Policies and access</h2>
            <UserAccess user={document.data} />
          </section>
          <section className="panel" aria-labelledby="user-account">
            <h2 id="user-account">Subscription and account</h2>
            <UserAccountActions user={document.data} />
          </section>
          <section className="panel" aria-labelledby="user-tracked">
            <h2 id="user-tracked">Tracked companies</h2>
            <UserTrackedCompanies document={document} />
          </section>
        </>
      }
      asideLabel="Access, account and tracked companies"
    >
      <section className="panel" aria-labelledby="user-tab-title">
        <h2 id="user-tab-title">{TAB_TITLES[tab]}</h2>
        {tab === 'details' && <UserDetailsForm key={a.updated_at} user={document.data} />}
        {tab === 'teams' && <UserTeams document={document} />}
        {tab === 'groups' && <UserGroups document={document} />}
        {tab === 'lists' && <UserLists document={document} />}
      </section>
    </DetailLayout>
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

import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { useCommands } from '../ui/commands/commands-context';
import { DetailLayout } from '../ui/detail-layout';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { GroupCompanies } from './components/group-companies';
import { GroupSettings } from './components/group-settings';
import { GroupUsersField } from './components/group-users-field';
import { groupQueries } from './queries';
import './group-screens.css';

/** /groups/{id}: the group's name, flags, users and companies. */
export function GroupPage({ params }: ScreenProps) {
  const id = params.group_id ?? '';
  const group = useQuery(groupQueries.detail(id));
  const search = useRef<HTMLInputElement>(null);
  useCommands([
    {
      id: 'group.add-companies',
      title: 'Add companies to this group',
      group: 'Group',
      shortcut: 'a',
      perform: () => search.current?.focus(),
    },
  ]);

  if (!group.data) {
    return <DetailScreenFallback back={<BackLink href="/groups">Groups</BackLink>} title="Group" error={group.error} />;
  }

  const data = group.data.data;
  return (
    <DetailLayout
      className="group-page"
      back={<BackLink href="/groups">Groups</BackLink>}
      title={data.attributes.name}
      aside={
        <>
          <section className="panel" aria-labelledby="group-settings-title">
            <h2 id="group-settings-title">Settings</h2>
            <GroupSettings group={data} />
          </section>
          <section className="panel" aria-labelledby="group-users-title">
            <h2 id="group-users-title">Users</h2>
            <GroupUsersField group={data} />
          </section>
        </>
      }
      asideLabel="Group settings and users"
    >
      <GroupCompanies groupId={id} searchRef={search} />
    </DetailLayout>
  );
}

import type { Group } from '@tracker/core/groups';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { useSearchParamsState } from '../ui/use-search-params-state';
import { groupColumns } from './columns';
import { CreateGroupForm } from './components/create-group-form';
import { GroupsFilters } from './components/groups-filters';
import { GROUP_LIST_PARAMS, groupListQuery } from './group-list-params';
import { groupQueries } from './queries';
import './group-screens.css';

const groupId = (group: Group) => group.id;
const groupName = (group: Group) => group.attributes.name;

/** /groups: groups by name, global ones unless asked for all, up to 100 a page. */
export function GroupsPage() {
  const [, navigate] = useLocation();
  const [params, setParams, hrefFor] = useSearchParamsState(GROUP_LIST_PARAMS);
  const groups = useQuery(groupQueries.list(groupListQuery(params)));
  const newGroup = useRef<HTMLInputElement>(null);
  useCommands([
    {
      id: 'groups.create',
      title: 'Create group',
      group: 'Groups',
      shortcut: 'c',
      keywords: ['new', 'add'],
      perform: () => newGroup.current?.focus(),
    },
  ]);

  return (
    <section>
      <header className="screen-header">
        <h1>Groups</h1>
        <CreateGroupForm inputRef={newGroup} />
      </header>
      <DataTableToolbar>
        <GroupsFilters params={params} setParams={setParams} />
      </DataTableToolbar>
      <DataTable
        label="Groups"
        keys="groups.table"
        focusOnArrival
        columns={groupColumns}
        data={groups.data?.data}
        getRowId={groupId}
        rowLabel={groupName}
        sort={params.sort}
        onSortChange={(sort) => setParams({ sort })}
        onOpen={(group) => navigate(`/groups/${group.id}`)}
        isLoading={groups.isPending}
        isFetching={groups.isPlaceholderData}
        error={groups.error}
        onRetry={() => void groups.refetch()}
        empty="No group matches."
      />
      <DataTablePagination meta={groups.data?.meta} noun={['group', 'groups']} hrefFor={(page) => hrefFor({ page })} />
    </section>
  );
}

import type { Group } from '@tracker/core/groups';
import { GROUP_FILTERS } from '@tracker/core/groups';
import { useRef } from 'react';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable, type ListTable } from '../ui/data-table/data-table';
import { DataTableFilters } from '../ui/data-table/data-table-filters';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { groupColumns } from './columns';
import { CreateGroupForm } from './components/create-group-form';
import { GROUP_LIST_PARAMS, groupListQuery } from './group-list-params';
import { groupQueries } from './queries';
import './group-screens.css';

const GROUPS_TABLE: ListTable<Group> = {
  label: 'Groups',
  keys: 'groups.table',
  columns: groupColumns,
  getRowId: (group) => group.id,
  rowLabel: (group) => group.attributes.name,
  rowHref: (group) => `/groups/${group.id}`,
  empty: 'No group matches.',
};

/** /groups: groups by name, global ones unless asked for all, up to 100 a page. */
export function GroupsPage() {
  const { filters, list } = useListScreen({
    id: 'groups',
    filters: GROUP_FILTERS,
    params: GROUP_LIST_PARAMS,
    query: (p) => groupQueries.list(groupListQuery(p)),
  });
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
        <DataTableFilters {...filters} line={['q']} panel={['global']} />
      </DataTableToolbar>
      <DataTable {...GROUPS_TABLE} list={list} />
      <DataTablePagination list={list} noun={['group', 'groups']} />
    </section>
  );
}

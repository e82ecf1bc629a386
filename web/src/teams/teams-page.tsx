import { TEAM_FILTERS, TEAMS_PAGE_SIZE, type Team } from '@tracker/core/teams';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable, type ListTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { listFilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { DataTableFilters } from '../ui/data-table/data-table-filters';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { teamQueries } from './queries';

const TEAM_LIST_PARAMS = listFilterParams(TEAM_FILTERS);

const columns: ColumnDef<Team>[] = [
  {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    cell: ({ row }) => <Link href={`/teams/${row.original.id}`}>{row.original.attributes.name}</Link>,
  },
  { id: 'owner', header: 'Owner', cell: ({ row }) => row.original.attributes.owner?.email ?? '' },
  {
    id: 'members',
    header: 'Members',
    meta: { className: 'column-number' },
    cell: ({ row }) => `${row.original.attributes.members_count} / ${row.original.attributes.member_limit}`,
  },
  {
    id: 'active',
    header: 'Active',
    meta: { className: 'column-number' },
    cell: ({ row }) => `${row.original.attributes.active_members_count} / ${row.original.attributes.active_members_limit}`,
  },
  { id: 'status', header: 'Subscription', cell: ({ row }) => row.original.attributes.subscription?.account_status ?? 'none' },
  {
    id: 'created_at',
    header: 'Created',
    enableSorting: true,
    meta: { descFirst: true },
    cell: ({ row }) => new Date(row.original.attributes.created_at).toLocaleDateString('en-CA'),
  },
];

const TEAMS_TABLE: ListTable<Team> = {
  label: 'Teams',
  keys: 'teams.table',
  columns,
  getRowId: (team) => team.id,
  rowLabel: (team) => team.attributes.name,
  rowHref: (team) => `/teams/${team.id}`,
  empty: 'No team matches.',
};

/** /teams: teams by name, searched by name or owner email (q), paged. */
export function TeamsPage() {
  const [, navigate] = useLocation();
  const { filters, list } = useListScreen({
    id: 'teams',
    filters: TEAM_FILTERS,
    params: TEAM_LIST_PARAMS,
    query: (p) => teamQueries.list({ ...listFilterQuery(TEAM_FILTERS, p), page: p.page, size: TEAMS_PAGE_SIZE }),
  });
  useCommands([
    {
      id: 'teams.create',
      title: 'Create team',
      group: 'Teams',
      shortcut: 'c',
      keywords: ['new', 'add'],
      perform: () => navigate('/teams/create'),
    },
  ]);
  return (
    <section>
      <header className="screen-header">
        <h1>Teams</h1>
        <Link href="/teams/create">Create team</Link>
      </header>
      <DataTableToolbar>
        <DataTableFilters {...filters} line={['q']} search="q" />
      </DataTableToolbar>
      <DataTable {...TEAMS_TABLE} list={list} />
      <DataTablePagination list={list} noun={['team', 'teams']} />
    </section>
  );
}

import { TEAM_FILTERS, TEAMS_PAGE_SIZE, type Team } from '@tracker/core/teams';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { listFilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { SearchField } from '../ui/search-field';
import { useSearchParamsState } from '../ui/use-search-params-state';
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

/** /teams: teams by name, searched by name or owner email (q), paged. */
export function TeamsPage() {
  const [, navigate] = useLocation();
  const [params, setParams, hrefFor] = useSearchParamsState(TEAM_LIST_PARAMS);
  const teams = useQuery(teamQueries.list({ ...listFilterQuery(TEAM_FILTERS, params), page: params.page, size: TEAMS_PAGE_SIZE }));
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
        <SearchField
          label="Search teams"
          placeholder="Name or owner email"
          value={params.q}
          onSearch={(q, options) => setParams({ q }, options)}
        />
      </DataTableToolbar>
      <DataTable
        label="Teams"
        keys="teams.table"
        columns={columns}
        data={teams.data?.data}
        getRowId={(team) => team.id}
        rowLabel={(team) => team.attributes.name}
        sort={params.sort}
        onSortChange={(sort) => setParams({ sort })}
        onOpen={(team) => navigate(`/teams/${team.id}`)}
        isLoading={teams.isPending}
        isFetching={teams.isPlaceholderData}
        error={teams.error}
        onRetry={() => void teams.refetch()}
        empty="No team matches."
      />
      <DataTablePagination meta={teams.data?.meta} noun={['team', 'teams']} hrefFor={(page) => hrefFor({ page })} />
    </section>
  );
}

import type { Group } from '@tracker/core/groups';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { errorMessage } from '../../api/error-message';
import { groupQueries, useRemoveCompanyFromGroup } from '../../groups';
import { DataTable } from '../../ui/data-table/data-table';
import { DataTableRowActions } from '../../ui/data-table/data-table-row-actions';

const groupId = (group: Group) => group.id;
const groupName = (group: Group) => group.attributes.name;

/** The groups a company belongs to, each removable; 'Add to group' is in the header. */
export function CompanyGroups({ companyId, onAdd }: { companyId: string; onAdd: () => void }) {
  const [, navigate] = useLocation();
  const groups = useQuery(groupQueries.ofCompany(companyId));
  const remove = useRemoveCompanyFromGroup();
  const columns = useMemo<ColumnDef<Group>[]>(
    () => [
      { id: 'name', header: 'Group', cell: ({ row }) => <Link href={`/groups/${row.original.id}`}>{row.original.attributes.name}</Link> },
      { id: 'global', header: 'Global', cell: ({ row }) => (row.original.attributes.global ? 'Yes' : 'No') },
      { id: 'companies', header: 'Companies', cell: ({ row }) => row.original.attributes.companies_count },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => (
          <DataTableRowActions
            rowLabel={`from ${row.original.attributes.name}`}
            actions={[{ label: 'Remove', onSelect: () => remove.mutate({ groupId: row.original.id, companyId }) }]}
          />
        ),
      },
    ],
    [companyId, remove],
  );

  return (
    <section aria-labelledby="company-groups-title">
      <div className="section-header">
        <h2 id="company-groups-title">Groups</h2>
        <button type="button" onClick={onAdd}>
          Add to another group
        </button>
      </div>
      {remove.error && (
        <p className="alert" role="alert">
          Not removed: {errorMessage(remove.error)}
        </p>
      )}
      <DataTable
        label="Groups of this company"
        columns={columns}
        data={groups.data?.data}
        getRowId={groupId}
        rowLabel={groupName}
        onOpen={(group) => navigate(`/groups/${group.id}`)}
        isLoading={groups.isPending}
        error={groups.error}
        onRetry={() => void groups.refetch()}
        empty="This company is in no group yet."
      />
    </section>
  );
}

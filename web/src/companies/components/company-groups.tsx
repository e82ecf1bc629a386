import type { Group } from '@tracker/core/groups';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { groupQueries, useGroupRemoval } from '../../groups';
import { useCommands } from '../../ui/commands/commands-context';
import { DataTable } from '../../ui/data-table/data-table';
import { DataTableRowActions } from '../../ui/data-table/data-table-row-actions';
import { UndoNote } from '../../ui/undo/undo-note';
import { useUndo } from '../../ui/undo/use-undo';

const groupId = (group: Group) => group.id;
const groupName = (group: Group) => group.attributes.name;

type Props = { companyId: string; companyName: string; onAdd: () => void };

/**
 * The groups a company belongs to, each removable from its row or with Delete on the active row,
 * and the last removal undoable; 'Add to group' is in the header.
 */
export function CompanyGroups({ companyId, companyName, onAdd }: Props) {
  const [, navigate] = useLocation();
  const groups = useQuery(groupQueries.ofCompany(companyId));
  const removal = useUndo(useGroupRemoval());
  const remove = removal.run;
  const removeFrom = useCallback(
    (group: Group) =>
      remove({
        groupId: group.id,
        company: { id: companyId, label: companyName },
        message: `Removed this company from ${group.attributes.name}`,
      }),
    [remove, companyId, companyName],
  );
  const [activeGroup, setActiveGroup] = useState<Group | null>(null);
  useCommands(
    activeGroup
      ? [
          {
            id: 'company.remove-from-group',
            title: `Remove from ${activeGroup.attributes.name}`,
            group: 'Company',
            shortcut: 'Delete',
            keywords: ['group', 'leave'],
            perform: () => removeFrom(activeGroup),
          },
        ]
      : [],
  );
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
            actions={[{ label: 'Remove', onSelect: () => removeFrom(row.original) }]}
          />
        ),
      },
    ],
    [removeFrom],
  );

  return (
    <section aria-labelledby="company-groups-title">
      <div className="section-header">
        <h2 id="company-groups-title">Groups</h2>
        <button type="button" onClick={onAdd}>
          Add to another group
        </button>
      </div>
      <UndoNote undo={removal} />
      <DataTable
        label="Groups of this company"
        focusOnArrival
        columns={columns}
        data={groups.data?.data}
        getRowId={groupId}
        rowLabel={groupName}
        onOpen={(group) => navigate(`/groups/${group.id}`)}
        onActiveChange={setActiveGroup}
        isLoading={groups.isPending}
        error={groups.error}
        onRetry={() => void groups.refetch()}
        empty="This company is in no group yet."
      />
    </section>
  );
}

import type { Company } from '@tracker/core/companies';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type Ref } from 'react';
import { Link, useLocation } from 'wouter';
import { CompaniesSearch, companyCommands } from '../../companies';
import { DataTable } from '../../ui/data-table/data-table';
import { DataTablePagination } from '../../ui/data-table/data-table-pagination';
import { DataTableRowActions } from '../../ui/data-table/data-table-row-actions';
import { useCommands } from '../../ui/commands/commands-context';
import { UndoNote } from '../../ui/undo/undo-note';
import { useUndo } from '../../ui/undo/use-undo';
import { useSearchParamsState } from '../../ui/use-search-params-state';
import { useAddCompaniesToGroup } from '../mutations';
import { groupQueries } from '../queries';
import { useGroupRemoval } from '../use-group-removal';
import { GroupAddProgress } from './group-add-progress';

const PAGE = { page: 1 };
const companyId = (company: Company) => company.id;
const companyName = (company: Company) => company.attributes.name;

/** A group's companies, paged, each removable; companies are added through the companies search. */
export function GroupCompanies({ groupId, searchRef }: { groupId: string; searchRef?: Ref<HTMLInputElement> }) {
  const [, navigate] = useLocation();
  const [params, , hrefFor] = useSearchParamsState(PAGE);
  const companies = useQuery(groupQueries.companies(groupId, { page: params.page }));
  const add = useAddCompaniesToGroup();
  const removal = useUndo(useGroupRemoval());
  const remove = removal.run;
  const removeCompany = useMemo(
    () => (company: Company) => {
      const { name } = company.attributes;
      remove({ groupId, company: { id: company.id, label: name }, message: `Removed ${name} from this group` });
    },
    [groupId, remove],
  );
  const [activeCompany, setActiveCompany] = useState<Company | null>(null);
  useCommands(
    activeCompany
      ? [
          {
            id: 'group.remove-company',
            title: 'Remove company from group',
            group: 'Group',
            shortcut: 'Delete',
            perform: () => removeCompany(activeCompany),
          },
          ...companyCommands(activeCompany),
        ]
      : [],
  );
  const present = useMemo(() => new Set(companies.data?.data.map((company) => company.id)), [companies.data]);
  const columns = useMemo<ColumnDef<Company>[]>(
    () => [
      {
        id: 'name',
        header: 'Company',
        cell: ({ row }) => <Link href={`/companies/${row.original.id}`}>{row.original.attributes.name}</Link>,
      },
      { id: 'domain_name', header: 'Domain', cell: ({ row }) => row.original.attributes.domain_name },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => (
          <DataTableRowActions
            rowLabel={row.original.attributes.name}
            actions={[{ label: 'Remove', onSelect: () => removeCompany(row.original) }]}
          />
        ),
      },
    ],
    [removeCompany],
  );

  return (
    <section className="panel" aria-labelledby="group-companies-title">
      <h2 id="group-companies-title">Companies</h2>
      <CompaniesSearch
        actionLabel="Add to group"
        present={present}
        inputRef={searchRef}
        onSelect={(picked) =>
          void add.add(
            groupId,
            picked.map((company) => ({ id: company.id, label: company.attributes.name })),
          )
        }
      />
      <GroupAddProgress adding={add} />
      <UndoNote undo={removal} />
      <div className="group-companies-table">
        <DataTable
          label="Companies of this group"
          keys="group.companies"
          focusOnArrival
          columns={columns}
          data={companies.data?.data}
          getRowId={companyId}
          rowLabel={companyName}
          onOpen={(company) => navigate(`/companies/${company.id}`)}
          onActiveChange={setActiveCompany}
          isLoading={companies.isPending}
          isFetching={companies.isPlaceholderData}
          error={companies.error}
          onRetry={() => void companies.refetch()}
          empty="No company in this group yet."
        />
        <DataTablePagination meta={companies.data?.meta} noun={['company', 'companies']} hrefFor={(page) => hrefFor({ page })} />
      </div>
    </section>
  );
}

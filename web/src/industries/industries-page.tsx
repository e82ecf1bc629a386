import { INDUSTRIES_PAGE_SIZE, INDUSTRY_FILTERS, type Industry } from '@tracker/core/industries';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useCommands } from '../ui/commands/commands-context';
import type { Command } from '../ui/commands/command-registry';
import { DataTable, type ListTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { listFilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { DataTableFilters } from '../ui/data-table/data-table-filters';
import { filterLabel } from '../ui/data-table/filter-control';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { SelectField } from '../ui/select-field';
import { industryColumns } from './columns';
import { verticalPickerId } from './components/vertical-picker';
import { VerticalsPanel } from './components/verticals-panel';
import { useChangeVertical } from './mutations';
import { industryQueries } from './queries';
import './industries-screens.css';

const INDUSTRY_LIST_PARAMS = listFilterParams(INDUSTRY_FILTERS);
const INDUSTRIES_TABLE: Omit<ListTable<Industry>, 'columns'> = {
  label: 'Industries',
  keys: 'industries.table',
  getRowId: (industry) => industry.id,
  rowLabel: (industry) => industry.attributes.name,
  empty: 'No industry matches.',
};
const industryList = (params: typeof INDUSTRY_LIST_PARAMS) =>
  industryQueries.list({ ...listFilterQuery(INDUSTRY_FILTERS, params), page: params.page, size: INDUSTRIES_PAGE_SIZE });

/**
 * /industries (an addition to spec section 2): industries by name with their vertical, changed in
 * place; the verticals beside them, added and removed. Admins only, as the session gate in front of
 * every screen reads the data call's admin flag (spec section 6).
 */
export function IndustriesPage() {
  const {
    params,
    setParams,
    filters,
    query: industries,
    list,
  } = useListScreen({ id: 'industries', filters: INDUSTRY_FILTERS, params: INDUSTRY_LIST_PARAMS, query: industryList });
  const verticals = useQuery(industryQueries.verticals());
  const change = useChangeVertical(industryList(params).queryKey);
  const { mutate: changeVertical } = change;
  const [active, setActive] = useState<Industry | null>(null);
  const verticalList = verticals.data?.data;
  const columns = useMemo(
    () => industryColumns((industry, vertical) => changeVertical({ industryId: industry.id, vertical })),
    [changeVertical],
  );
  const commands: Command[] = active
    ? [
        {
          id: 'industries.change-vertical',
          title: `Change vertical of ${active.attributes.name}`,
          group: 'Industries',
          shortcut: 'v',
          perform: () => document.getElementById(verticalPickerId(active))?.focus(),
        },
      ]
    : [];
  useCommands(commands);

  const failed = change.error ? industries.data?.data.find((i) => i.id === change.variables?.industryId) : undefined;
  const verticalOptions = [
    { value: '', label: 'Any vertical' },
    ...(verticalList ?? []).map((v) => ({ value: v.id, label: v.attributes.name })),
  ];
  return (
    <section>
      <header className="screen-header">
        <h1>Industries</h1>
      </header>
      <div className="industries-columns">
        <div>
          <DataTableToolbar>
            <DataTableFilters
              {...filters}
              line={['q']}
              search="q"
              controls={{
                vertical_id: (
                  <SelectField
                    label={filterLabel('vertical_id', INDUSTRY_FILTERS.filters.vertical_id)}
                    options={verticalOptions}
                    value={params.vertical_id}
                    onChange={(e) => setParams({ vertical_id: e.target.value })}
                  />
                ),
              }}
            />
          </DataTableToolbar>
          {change.error && (
            <p className="alert" role="alert">
              Could not change the vertical{failed ? ` of ${failed.attributes.name}` : ''}: {errorMessage(change.error)}
            </p>
          )}
          <DataTable {...INDUSTRIES_TABLE} list={list} columns={columns} onActiveChange={setActive} />
          <DataTablePagination list={list} noun={['industry', 'industries']} />
        </div>
        <VerticalsPanel />
      </div>
    </section>
  );
}

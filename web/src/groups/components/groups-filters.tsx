import { GROUP_FILTERS } from '@tracker/core/groups';
import { DataTableFilters } from '../../ui/data-table/data-table-filters';
import { activeFilterCount } from '../../ui/list-filter-query';
import { SearchField } from '../../ui/search-field';
import { SelectField } from '../../ui/select-field';
import { GROUP_LIST_PARAMS, GROUP_SCOPES, type GroupListParams } from '../group-list-params';

type SetParams = (patch: Partial<GroupListParams>, options?: { replace?: boolean }) => void;
type Props = { params: GroupListParams; setParams: SetParams };

/** Every filter back to its default (global groups only); the sort stays. */
const { sort: _sort, page: _page, ...RESET } = GROUP_LIST_PARAMS;

/** The filters in the panel, by their labels: each is a command (f, then its number). */
const FILTER_LABELS = ['Show'];

/** The name search on the toolbar's line, which groups to show on demand; each change goes back to page 1. */
export function GroupsFilters({ params, setParams }: Props) {
  return (
    <DataTableFilters
      id="groups.filters"
      search={
        <SearchField label="Search groups" placeholder="Name" value={params.q} onSearch={(q, options) => setParams({ q }, options)} />
      }
      filters={FILTER_LABELS}
      activeCount={activeFilterCount(GROUP_FILTERS, params, ['q'])}
      onReset={() => setParams(RESET)}
    >
      <SelectField label="Show" options={GROUP_SCOPES} value={params.global} onChange={(e) => setParams({ global: e.target.value })} />
    </DataTableFilters>
  );
}

import { LIST_FILTERS } from '@tracker/core/lists';
import { DataTableFilters } from '../../ui/data-table/data-table-filters';
import { activeFilterCount } from '../../ui/list-filter-query';
import { SearchField } from '../../ui/search-field';
import { SelectField } from '../../ui/select-field';
import { FEATURED_SCOPES, LIST_LIST_PARAMS, type ListListParams } from '../list-list-params';
import { LIST_STATE_OPTIONS, LIST_TYPE_OPTIONS } from '../list-labels';

type SetParams = (patch: Partial<ListListParams>, options?: { replace?: boolean }) => void;
type Props = { params: ListListParams; setParams: SetParams };

const STATE_OPTIONS = [{ value: '', label: 'Any state' }, ...LIST_STATE_OPTIONS];
const TYPE_OPTIONS = [{ value: '', label: 'Any type' }, ...LIST_TYPE_OPTIONS];
/** Every filter back to its default (featured lists only); the sort stays. */
const { sort: _sort, page: _page, ...RESET } = LIST_LIST_PARAMS;

/** The filters in the panel, by their labels: each is a command (f, then its number). */
const FILTER_LABELS = ['Show', 'State', 'Type'];

/** The name search on the toolbar's line, featured, state and type on demand; each change goes back to page 1. */
export function ListsFilters({ params, setParams }: Props) {
  return (
    <DataTableFilters
      id="lists.filters"
      search={<SearchField label="Search lists" placeholder="Name" value={params.q} onSearch={(q, options) => setParams({ q }, options)} />}
      filters={FILTER_LABELS}
      activeCount={activeFilterCount(LIST_FILTERS, params, ['q'])}
      onReset={() => setParams(RESET)}
    >
      <div className="lists-filters">
        <SelectField
          label="Show"
          options={FEATURED_SCOPES}
          value={params.featured}
          onChange={(e) => setParams({ featured: e.target.value })}
        />
        <SelectField label="State" options={STATE_OPTIONS} value={params.state} onChange={(e) => setParams({ state: e.target.value })} />
        <SelectField label="Type" options={TYPE_OPTIONS} value={params.type} onChange={(e) => setParams({ type: e.target.value })} />
      </div>
    </DataTableFilters>
  );
}

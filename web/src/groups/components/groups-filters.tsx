import { GROUP_FILTERS } from '@tracker/core/groups';
import { DataTableFilters, type SetFilterParams } from '../../ui/data-table/data-table-filters';
import type { GroupListParams } from '../group-list-params';

type Props = { params: GroupListParams; setParams: SetFilterParams<typeof GROUP_FILTERS.filters> };

/** The name search on the toolbar's line, which groups to show on demand; each change goes back to page 1. */
export function GroupsFilters({ params, setParams }: Props) {
  return (
    <DataTableFilters
      id="groups.filters"
      declaration={GROUP_FILTERS}
      params={params}
      setParams={setParams}
      line={['q']}
      panel={['global']}
    />
  );
}

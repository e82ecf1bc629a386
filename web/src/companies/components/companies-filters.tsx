import { COMPANY_FILTERS } from '@tracker/core/companies';
import { useQuery } from '@tanstack/react-query';
import { groupQueries } from '../../groups';
import { CheckboxField } from '../../ui/checkbox-field';
import { DataTableFilters } from '../../ui/data-table/data-table-filters';
import type { ListScreenFilters } from '../../ui/data-table/use-list-screen';
import { filterLabel } from '../../ui/data-table/filter-control';
import { SelectField } from '../../ui/select-field';
import type { CompanyListParams } from '../company-list-params';

type Props = ListScreenFilters<typeof COMPANY_FILTERS.filters, CompanyListParams>;

const { filters } = COMPANY_FILTERS;

/**
 * The search on the toolbar's line and the other filters on demand, drawn from core's declaration;
 * the group is chosen by name and 'currently tracked' is a checkbox. Each change goes back to page 1.
 */
export function CompaniesFilters(props: Props) {
  const { params, setParams } = props;
  const groups = useQuery(groupQueries.choices());
  const groupOptions = [
    { value: '', label: groups.isPending ? 'Loading groups…' : 'Any group' },
    ...(groups.data?.data.map((group) => ({ value: group.id, label: group.attributes.name })) ?? []),
  ];
  // A group from a shared link that is not among the first 100 still shows as chosen.
  if (params.group_id && !groupOptions.some((option) => option.value === params.group_id)) {
    groupOptions.push({ value: params.group_id, label: `Group #${params.group_id}` });
  }

  return (
    <DataTableFilters
      {...props}
      line={['q']}
      search="q"
      panel={['health', 'company_type', 'group_id', 'good_fit', 'current', 'journey_types', 'tags', 'technologies', 'technology_id']}
      controls={{
        group_id: (
          <SelectField
            label={filterLabel('group_id', filters.group_id)}
            options={groupOptions}
            value={params.group_id}
            onChange={(e) => setParams({ group_id: e.target.value })}
          />
        ),
        current: (
          <CheckboxField
            label={filterLabel('current', filters.current)}
            checked={params.current === 'true'}
            onChange={(e) => setParams({ current: e.target.checked ? 'true' : '' })}
          />
        ),
      }}
    />
  );
}

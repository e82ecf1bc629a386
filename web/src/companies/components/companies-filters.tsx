import { COMPANY_FILTERS, COMPANY_TYPES } from '@tracker/core/companies';
import { JOURNEY_HEALTHS, JOURNEY_TYPE_LABELS, JOURNEY_TYPES } from '@tracker/core/journeys';
import { useQuery } from '@tanstack/react-query';
import { groupQueries } from '../../groups';
import { CheckboxField } from '../../ui/checkbox-field';
import { DataTableFilters } from '../../ui/data-table/data-table-filters';
import { SearchField } from '../../ui/search-field';
import { SelectField } from '../../ui/select-field';
import { TagsField } from '../../ui/tags-field';
import { COMPANY_TYPE_LABELS, HEALTH_LABELS } from '../company-labels';
import { activeFilterCount } from '../../ui/list-filter-query';
import { COMPANY_LIST_PARAMS, type CompanyListParams } from '../company-list-params';
import './companies-filters.css';

type SetParams = (patch: Partial<CompanyListParams>, options?: { replace?: boolean }) => void;
type Props = { params: CompanyListParams; setParams: SetParams };

const HEALTH_OPTIONS = [{ value: '', label: 'Any health' }, ...JOURNEY_HEALTHS.map((h) => ({ value: h, label: HEALTH_LABELS[h] }))];
const TYPE_OPTIONS = [{ value: '', label: 'Any type' }, ...COMPANY_TYPES.map((t) => ({ value: t, label: COMPANY_TYPE_LABELS[t] }))];
/** Every filter back to its default; the sort stays. */
const { sort: _sort, page: _page, ...RESET } = COMPANY_LIST_PARAMS;

/** The filters in the panel, by their labels: each is a command (f, then its number). */
const FILTER_LABELS = [
  'Health',
  'Type',
  'Group',
  'Good fit',
  'Currently tracked',
  'Journey types',
  'Tags',
  'Technologies',
  'Technology id',
];

const GOOD_FIT_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'Good fit' },
  { value: 'false', label: 'Not a good fit' },
];

/** A control for each of the list's URL parameters, the search on the toolbar's line and the rest on demand; each change goes back to page 1. */
export function CompaniesFilters({ params, setParams }: Props) {
  const groups = useQuery(groupQueries.choices());
  const groupOptions = [
    { value: '', label: groups.isPending ? 'Loading groups…' : 'Any group' },
    ...(groups.data?.data.map((group) => ({ value: group.id, label: group.attributes.name })) ?? []),
  ];
  // A group from a shared link that is not among the first 100 still shows as chosen.
  if (params.group_id && !groupOptions.some((option) => option.value === params.group_id)) {
    groupOptions.push({ value: params.group_id, label: `Group #${params.group_id}` });
  }

  function toggleJourneyType(type: string, on: boolean) {
    const chosen = new Set(params.journey_types);
    if (on) chosen.add(type);
    else chosen.delete(type);
    setParams({ journey_types: JOURNEY_TYPES.filter((t) => chosen.has(t)) });
  }

  return (
    <DataTableFilters
      id="companies.filters"
      search={
        <SearchField
          label="Search companies"
          placeholder="Name or domain"
          value={params.q}
          onSearch={(q, options) => setParams({ q }, options)}
        />
      }
      filters={FILTER_LABELS}
      activeCount={activeFilterCount(COMPANY_FILTERS, params, ['q'])}
      onReset={() => setParams(RESET)}
    >
      <div className="companies-filters">
        <div className="companies-filters-row">
          <SelectField
            label="Health"
            options={HEALTH_OPTIONS}
            value={params.health}
            onChange={(e) => setParams({ health: e.target.value })}
          />
          <SelectField
            label="Type"
            options={TYPE_OPTIONS}
            value={params.company_type}
            onChange={(e) => setParams({ company_type: e.target.value })}
          />
          <SelectField
            label="Group"
            options={groupOptions}
            value={params.group_id}
            onChange={(e) => setParams({ group_id: e.target.value })}
          />
          <SelectField
            label="Good fit"
            options={GOOD_FIT_OPTIONS}
            value={params.good_fit}
            onChange={(e) => setParams({ good_fit: e.target.value })}
          />
          <CheckboxField
            label="Currently tracked"
            checked={params.current === 'true'}
            onChange={(e) => setParams({ current: e.target.checked ? 'true' : '' })}
          />
        </div>
        <div className="companies-filters-row">
          <fieldset className="journey-types-filter">
            <legend>Journey types</legend>
            {JOURNEY_TYPES.map((type) => (
              <CheckboxField
                key={type}
                label={JOURNEY_TYPE_LABELS[type]}
                checked={params.journey_types.includes(type)}
                onChange={(e) => toggleJourneyType(type, e.target.checked)}
              />
            ))}
          </fieldset>
          <TagsField label="Tags" placeholder="Add a tag" values={params.tags} onChange={(tags) => setParams({ tags })} />
          <TagsField
            label="Technologies"
            placeholder="e.g. Klaviyo"
            values={params.technologies}
            onChange={(technologies) => setParams({ technologies })}
          />
          <SearchField
            label="Technology id"
            className="technology-id-field"
            inputMode="numeric"
            value={params.technology_id}
            onSearch={(technology_id, options) => setParams({ technology_id: technology_id.trim() }, options)}
          />
        </div>
      </div>
    </DataTableFilters>
  );
}

import type { Company } from '@tracker/core/companies';
import { JOURNEY_FILTERS, JOURNEY_SORT_FIELDS, JOURNEY_STATUSES, JOURNEY_TYPE_LABELS, JOURNEY_TYPES } from '@tracker/core/journeys';
import { useRef } from 'react';
import { CompaniesSearch } from '../../companies';
import { useCommands } from '../../ui/commands/commands-context';
import { DataTableFilters } from '../../ui/data-table/data-table-filters';
import { activeFilterCount, listFilterQuery } from '../../ui/list-filter-query';
import { SearchField } from '../../ui/search-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { JOURNEY_STATUS_LABELS } from '../journey-labels';
import { JOURNEY_LIST_PARAMS, type JourneyListParams } from '../journey-list-params';
import { JourneyFilterChips } from './journey-filter-chips';
import './journeys-filters.css';

type SetParams = (patch: Partial<JourneyListParams>, options?: { replace?: boolean }) => void;
type Props = { params: JourneyListParams; setParams: SetParams };

const ANY = { value: '', label: 'Any' };
const TYPE_OPTIONS = [ANY, ...JOURNEY_TYPES.map((type) => ({ value: type, label: JOURNEY_TYPE_LABELS[type] }))];
const STATUS_OPTIONS = [ANY, ...JOURNEY_STATUSES.map((status) => ({ value: status, label: JOURNEY_STATUS_LABELS[status] }))];
const OLD_OPTIONS = [ANY, { value: 'true', label: 'Old: ended, not archived' }, { value: 'false', label: 'Not old' }];
const SORT_LABELS: Record<(typeof JOURNEY_SORT_FIELDS)[number], string> = {
  start_date: 'Start',
  end_date: 'End',
  created_at: 'Created',
  type: 'Type',
  status: 'Status',
};
const SORT_OPTIONS = JOURNEY_SORT_FIELDS.flatMap((field) => [
  { value: `${field}:desc`, label: `${SORT_LABELS[field]}, newest or last first` },
  { value: `${field}:asc`, label: `${SORT_LABELS[field]}, oldest or first first` },
]);

/** Every filter back to its default, the company and the inbox included; the sort stays. */
const { sort: _sort, page: _page, ...RESET } = JOURNEY_LIST_PARAMS;

/** The filters in the panel, by their labels: each is a command (f, then its number). */
const FILTER_LABELS = ['Type', 'Status', 'Starting from', 'Starting to', 'Age', 'Sort'];

/**
 * The journeys search (spec section 2): on the toolbar's line, a text search over the company's name
 * and the inboxes (`/`), and a company found by name, with the company and inbox the list narrows to
 * as chips; type, status, start dates, age and sort on demand. Each change goes back to page 1.
 */
export function JourneysFilters({ params, setParams }: Props) {
  const searchBox = useRef<HTMLDivElement>(null);
  const companyInput = useRef<HTMLInputElement>(null);
  // Chips only for what the list is narrowed by: a hand-edited id the API would refuse is not sent.
  const sent = listFilterQuery(JOURNEY_FILTERS, params);
  const companyId = sent.company_id === undefined ? '' : String(sent.company_id);
  const addressId = sent.address_id === undefined ? '' : String(sent.address_id);
  useCommands([
    {
      id: 'journeys.search',
      title: 'Search journeys',
      group: 'Journeys',
      shortcut: '/',
      keywords: ['filter', 'find', 'company', 'inbox', 'email'],
      perform: () => searchBox.current?.querySelector('input')?.focus(),
    },
    {
      id: 'journeys.company',
      title: 'Show one company’s journeys',
      group: 'Journeys',
      keywords: ['filter', 'company'],
      perform: () => companyInput.current?.focus(),
    },
  ]);

  function chooseCompany(picked: Company[]) {
    // The list takes one company: of several resolved at once (bulk), the first.
    const [company] = picked;
    if (company) setParams({ company_id: company.id });
  }

  return (
    <DataTableFilters
      id="journeys.filters"
      search={
        <>
          <div ref={searchBox} className="journey-text-filter">
            <SearchField
              label="Search journeys"
              placeholder="Company name or inbox"
              value={params.q}
              onSearch={(q, options) => setParams({ q }, options)}
            />
          </div>
          <div className="journey-company-filter">
            <CompaniesSearch allowGroups={false} actionLabel="Show its journeys" inputRef={companyInput} onSelect={chooseCompany} />
          </div>
          <JourneyFilterChips companyId={companyId} addressId={addressId} onRemove={(param) => setParams({ [param]: '' })} />
        </>
      }
      filters={FILTER_LABELS}
      activeCount={activeFilterCount(JOURNEY_FILTERS, params, ['q', 'company_id'])}
      onReset={() => setParams(RESET)}
    >
      <div className="journeys-filters">
        <SelectField label="Type" options={TYPE_OPTIONS} value={params.type} onChange={(e) => setParams({ type: e.target.value })} />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={params.status}
          onChange={(e) => setParams({ status: e.target.value })}
        />
        <TextField label="Starting from" type="date" value={params.from} onChange={(e) => setParams({ from: e.target.value })} />
        {/* A bare day is sent as it is: the server reads a 'to' day as the whole of it. */}
        <TextField label="Starting to" type="date" value={params.to} onChange={(e) => setParams({ to: e.target.value })} />
        <SelectField label="Age" options={OLD_OPTIONS} value={params.old} onChange={(e) => setParams({ old: e.target.value })} />
        <SelectField label="Sort" options={SORT_OPTIONS} value={params.sort} onChange={(e) => setParams({ sort: e.target.value })} />
      </div>
    </DataTableFilters>
  );
}

import type { Company } from '@tracker/core/companies';
import { JOURNEY_FILTERS } from '@tracker/core/journeys';
import { useRef } from 'react';
import { CompaniesSearch } from '../../companies';
import { useCommands } from '../../ui/commands/commands-context';
import { DataTableFilters } from '../../ui/data-table/data-table-filters';
import type { ListScreenFilters } from '../../ui/data-table/use-list-screen';
import { listFilterQuery } from '../../ui/list-filter-query';
import type { JourneyListParams } from '../journey-list-params';
import { JourneyFilterChips } from './journey-filter-chips';
import './journeys-filters.css';

type Props = ListScreenFilters<typeof JOURNEY_FILTERS.filters, JourneyListParams>;

/**
 * The journeys search (spec section 2): on the toolbar's line, a text search over the company's name
 * and the inboxes (`/`), and a company found by name, with the company and inbox the list narrows to
 * as chips; type, status, start dates, age and sort on demand, drawn from core's declaration. Each
 * change goes back to page 1.
 */
export function JourneysFilters(filters: Props) {
  const { params, setParams } = filters;
  const companyInput = useRef<HTMLInputElement>(null);
  // Chips only for what the list is narrowed by: a hand-edited id the API would refuse is not sent.
  const sent = listFilterQuery(JOURNEY_FILTERS, params);
  const companyId = sent.company_id === undefined ? '' : String(sent.company_id);
  const addressId = sent.address_id === undefined ? '' : String(sent.address_id);
  useCommands([
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
      {...filters}
      line={['q', 'company_id']}
      search="q"
      panel={['type', 'status', 'from', 'to', 'old', 'sort']}
      controls={{
        company_id: (
          <>
            <div className="journey-company-filter">
              <CompaniesSearch allowGroups={false} actionLabel="Show its journeys" inputRef={companyInput} onSelect={chooseCompany} />
            </div>
            <JourneyFilterChips companyId={companyId} addressId={addressId} onRemove={(param) => setParams({ [param]: '' })} />
          </>
        ),
      }}
    />
  );
}

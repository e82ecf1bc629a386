import type { EMAIL_FILTERS } from '@tracker/core/emails';
import { DataTableFilters } from '../../ui/data-table/data-table-filters';
import type { ListScreenFilters } from '../../ui/data-table/use-list-screen';
import { SelectField } from '../../ui/select-field';
import { PRESET_OPTIONS, type EmailSearchParams } from '../email-search-params';
import { CompanyFilter } from './company-filter';

type Props = ListScreenFilters<typeof EMAIL_FILTERS.filters, EmailSearchParams>;

/**
 * The search and the dates on the toolbar's line (the dates as a preset, or custom days), the
 * other filters on demand, drawn from core's declaration; the reset leaves the line as it is. Each
 * change goes back to page 1.
 */
export function EmailFilters(filters: Props) {
  const { params, setParams } = filters;
  return (
    <DataTableFilters
      {...filters}
      line={['search', 'startDate', 'endDate']}
      search="search"
      panel={['classifications', 'companyId', 'processed', 'animated', 'mobileOptimized']}
      keepOnReset={['search', 'startDate', 'endDate']}
      controls={{
        startDate: (
          <>
            <SelectField
              label="Sent"
              options={PRESET_OPTIONS}
              value={params.preset}
              onChange={(e) => setParams({ preset: e.target.value })}
            />
            {params.preset === 'custom' ? (
              <>
                <label>
                  From <input type="date" value={params.startDate} onChange={(e) => setParams({ startDate: e.target.value })} />
                </label>
                <label>
                  To <input type="date" value={params.endDate} onChange={(e) => setParams({ endDate: e.target.value })} />
                </label>
              </>
            ) : null}
          </>
        ),
        // Drawn beside the start, with the preset.
        endDate: null,
        companyId: <CompanyFilter ids={params.companyId} onChange={(companyId) => setParams({ companyId })} />,
      }}
    />
  );
}

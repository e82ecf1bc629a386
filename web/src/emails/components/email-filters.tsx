import { CLASSIFICATION_TYPES, EMAIL_FILTERS } from '@tracker/core/emails';
import type { RefObject } from 'react';
import { CheckboxField } from '../../ui/checkbox-field';
import { DataTableFilters } from '../../ui/data-table/data-table-filters';
import { activeFilterCount } from '../../ui/list-filter-query';
import { SearchField } from '../../ui/search-field';
import { SelectField } from '../../ui/select-field';
import { CLASSIFICATION_TYPE_LABELS } from '../email-labels';
import { PRESET_OPTIONS, type EmailSearchParams } from '../email-search-params';
import { CompanyFilter } from './company-filter';

type SetParams = (patch: Partial<EmailSearchParams>, options?: { replace?: boolean }) => void;
type Props = { params: EmailSearchParams; setParams: SetParams; searchRef: RefObject<HTMLDivElement | null> };

const YES_NO = (yes: string, no: string) => [
  { value: '', label: 'Any' },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** The filters in the panel, by their labels: each is a command (f, then its number). */
const FILTER_LABELS = ['Classifications', 'Companies', 'Processed', 'Animated', 'Mobile'];
/** What the reset clears: the panel's filters; the search and the dates stay on the line. */
const RESET: Partial<EmailSearchParams> = { classifications: [], companyId: [], processed: '', animated: '', mobileOptimized: '' };

/** The search and the dates on the toolbar's line, the other filters on demand; each change goes back to page 1. */
export function EmailFilters({ params, setParams, searchRef }: Props) {
  function toggleClassification(type: string, on: boolean) {
    const chosen = new Set(params.classifications);
    if (on) chosen.add(type);
    else chosen.delete(type);
    setParams({ classifications: CLASSIFICATION_TYPES.filter((t) => chosen.has(t)) });
  }

  return (
    <DataTableFilters
      id="emails.filters"
      search={
        <>
          <div ref={searchRef}>
            <SearchField
              label="Search emails"
              placeholder="Subject, sender or body"
              value={params.search}
              onSearch={(search, options) => setParams({ search }, options)}
            />
          </div>
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
      }
      filters={FILTER_LABELS}
      activeCount={activeFilterCount(EMAIL_FILTERS, params, ['search', 'startDate', 'endDate'])}
      onReset={() => setParams(RESET)}
    >
      <div className="email-filters">
        <fieldset className="email-classifications-filter">
          <legend>Classifications</legend>
          {CLASSIFICATION_TYPES.map((type) => (
            <CheckboxField
              key={type}
              label={CLASSIFICATION_TYPE_LABELS[type]}
              checked={params.classifications.includes(type)}
              onChange={(e) => toggleClassification(type, e.target.checked)}
            />
          ))}
        </fieldset>
        <CompanyFilter ids={params.companyId} onChange={(companyId) => setParams({ companyId })} />
        <div className="email-filters-row">
          <SelectField
            label="Processed"
            options={YES_NO('Processed', 'Not processed')}
            value={params.processed}
            onChange={(e) => setParams({ processed: e.target.value })}
          />
          <SelectField
            label="Animated"
            options={YES_NO('Animated', 'Not animated')}
            value={params.animated}
            onChange={(e) => setParams({ animated: e.target.value })}
          />
          <SelectField
            label="Mobile"
            options={YES_NO('Mobile-optimized', 'Not mobile-optimized')}
            value={params.mobileOptimized}
            onChange={(e) => setParams({ mobileOptimized: e.target.value })}
          />
        </div>
      </div>
    </DataTableFilters>
  );
}

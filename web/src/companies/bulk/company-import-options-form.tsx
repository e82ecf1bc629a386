import { COMPANY_IMPORT_STATE_FILTERS, type CompanyImportOptions, type CompanyImportStateFilter } from '@tracker/core/companies';
import { JOURNEY_HEALTHS, JOURNEY_TYPE_LABELS, JOURNEY_TYPES } from '@tracker/core/journeys';
import { useRegistrationDomains } from '../../auth';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { HEALTH_LABELS, STATE_FILTER_LABELS } from './company-import-labels';

type Props = {
  options: CompanyImportOptions;
  onChange: (changes: Partial<CompanyImportOptions>) => void;
  disabled: boolean;
};

/** `list` with `item` in or out, in the order of `all`. */
function toggled<T extends string>(all: readonly T[], list: readonly T[], item: T, on: boolean): T[] {
  return all.filter((each) => (each === item ? on : list.includes(each)));
}

/**
 * The import's options (spec section 2, defaults of section 9): how rows are looked up, which
 * looked-up rows are kept, and the journeys each selected company gets, on which registration domain.
 */
export function CompanyImportOptionsForm({ options, onChange, disabled }: Props) {
  const { domains } = useRegistrationDomains();
  return (
    <div className="company-import-options">
      <fieldset disabled={disabled}>
        <legend>Lookup</legend>
        <CheckboxField
          label="Enrichment lookup (clearbit)"
          checked={options.clearbit}
          onChange={(e) => onChange({ clearbit: e.target.checked })}
        />
        <CheckboxField label="Stats" checked={options.stats} onChange={(e) => onChange({ stats: e.target.checked })} />
        <TextField
          label="End date"
          type="date"
          hint="Stats count emails up to this day."
          value={options.endDate ?? ''}
          onChange={(e) => onChange({ endDate: e.target.value || undefined })}
        />
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>Create</legend>
        <SelectField
          label="State filter"
          options={COMPANY_IMPORT_STATE_FILTERS.map((value) => ({ value, label: STATE_FILTER_LABELS[value] }))}
          value={options.stateFilter}
          onChange={(e) => onChange({ stateFilter: e.target.value as CompanyImportStateFilter })}
        />
        <CheckboxField label="Prioritized" checked={options.prioritized} onChange={(e) => onChange({ prioritized: e.target.checked })} />
        <SelectField
          label="Base email domain"
          options={domains.map((domain) => ({ value: domain, label: domain }))}
          value={options.baseEmailDomain}
          onChange={(e) => onChange({ baseEmailDomain: e.target.value })}
        />
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>Journey types</legend>
        {JOURNEY_TYPES.map((type) => (
          <CheckboxField
            key={type}
            label={JOURNEY_TYPE_LABELS[type]}
            checked={options.journeyTypes.includes(type)}
            onChange={(e) => onChange({ journeyTypes: toggled(JOURNEY_TYPES, options.journeyTypes, type, e.target.checked) })}
          />
        ))}
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>Journey healths</legend>
        {JOURNEY_HEALTHS.map((health) => (
          <CheckboxField
            key={health}
            label={HEALTH_LABELS[health]}
            checked={options.healths.includes(health)}
            onChange={(e) => onChange({ healths: toggled(JOURNEY_HEALTHS, options.healths, health, e.target.checked) })}
          />
        ))}
      </fieldset>
    </div>
  );
}

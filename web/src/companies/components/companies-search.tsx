import type { Company } from '@tracker/core/companies';
import { useId, useState, type Ref } from 'react';
import { CompaniesBulkLookup } from './companies-bulk-lookup';
import { CompaniesTypeahead } from './companies-typeahead';
import { GroupsTypeahead } from './groups-typeahead';
import './companies-search.css';

export type CompaniesSearchFocus = 'companies' | 'groups';
export type CompaniesSearchMode = 'search' | 'bulk';

type Props = {
  /** Receives the companies the user picked: one from a search, several from bulk or a group. */
  onSelect: (companies: Company[]) => void;
  /** What the bulk mode's button says, e.g. 'Add to group'. */
  actionLabel?: string;
  defaultFocus?: CompaniesSearchFocus;
  defaultMode?: CompaniesSearchMode;
  /** Offer the groups focus, which takes all of a group's companies. */
  allowGroups?: boolean;
  /** Companies already there, marked in the results. */
  present?: ReadonlySet<string>;
  /** The search field, e.g. for a command that focuses it. */
  inputRef?: Ref<HTMLInputElement>;
  /** What the company search starts with (a screen's `q`). */
  defaultQuery?: string;
};

/**
 * The reusable companies search (spec section 2): find companies by name or domain as you type,
 * paste many domains or names to resolve them at once (bulk), or pick a group to take all its
 * companies. Whatever is picked goes to `onSelect`.
 */
export function CompaniesSearch({
  onSelect,
  actionLabel = 'Add',
  defaultFocus = 'companies',
  defaultMode = 'search',
  allowGroups = true,
  present,
  inputRef,
  defaultQuery,
}: Props) {
  const id = useId();
  const [focus, setFocus] = useState<CompaniesSearchFocus>(defaultFocus);
  const [mode, setMode] = useState<CompaniesSearchMode>(defaultMode);

  return (
    <div className="companies-search">
      <div className="companies-search-options">
        {allowGroups && (
          <fieldset className="segmented">
            <legend className="visually-hidden">Search for</legend>
            {(['companies', 'groups'] as const).map((value) => (
              <label key={value}>
                <input type="radio" name={`${id}-focus`} checked={focus === value} onChange={() => setFocus(value)} />
                <span>{value === 'companies' ? 'Companies' : 'Groups'}</span>
              </label>
            ))}
          </fieldset>
        )}
        {focus === 'companies' && (
          <fieldset className="segmented">
            <legend className="visually-hidden">Mode</legend>
            {(['search', 'bulk'] as const).map((value) => (
              <label key={value}>
                <input type="radio" name={`${id}-mode`} checked={mode === value} onChange={() => setMode(value)} />
                <span>{value === 'search' ? 'Search' : 'Bulk'}</span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
      {focus === 'groups' && <GroupsTypeahead label="Search groups" onSelect={onSelect} inputRef={inputRef} />}
      {focus === 'companies' && mode === 'search' && (
        <CompaniesTypeahead
          label="Search companies to add"
          onSelect={onSelect}
          present={present}
          inputRef={inputRef}
          defaultText={defaultQuery}
        />
      )}
      {focus === 'companies' && mode === 'bulk' && <CompaniesBulkLookup actionLabel={actionLabel} onSelect={onSelect} />}
    </div>
  );
}

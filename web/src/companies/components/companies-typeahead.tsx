import type { Company } from '@tracker/core/companies';
import { useQuery } from '@tanstack/react-query';
import { CommandInput, CommandItem, CommandList, CommandRoot } from 'cmdk';
import { useState, type Ref } from 'react';
import { errorMessage } from '../../api/error-message';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useListSelection } from '../../ui/use-list-selection';
import { companyQueries } from '../queries';

type Props = {
  label: string;
  onSelect: (companies: Company[]) => void;
  /** Companies to mark as already there (still selectable). */
  present?: ReadonlySet<string>;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** What the field starts with. */
  defaultText?: string | undefined;
};

/** The search mode of the companies search: type-ahead over the companies by name or domain. */
export function CompaniesTypeahead({ label, onSelect, present, inputRef, defaultText = '' }: Props) {
  const [text, setText] = useState(defaultText);
  const q = useDebouncedValue(text.trim(), 200);
  const found = useQuery(companyQueries.search(q));
  const settled = q === text.trim();
  const shown = settled ? (found.data?.data ?? []) : [];
  const selection = useListSelection(shown.map((company) => `company-${company.id}`));

  return (
    <CommandRoot label={label} shouldFilter={false} loop vimBindings={false} className="typeahead" {...selection}>
      <CommandInput ref={inputRef} value={text} onValueChange={setText} placeholder="Company name or domain…" aria-label={label} />
      {/* Always there, empty until the user types: the input's aria-controls points at it. */}
      <CommandList className="typeahead-list" hidden={!text.trim()}>
        {text.trim() && (
          <>
            {found.error && (
              <p role="alert" className="typeahead-note">
                {errorMessage(found.error)}
              </p>
            )}
            {(!found.data || !settled) && !found.error && (
              <p role="status" className="typeahead-note">
                Searching…
              </p>
            )}
            {found.data && settled && found.data.data.length === 0 && <p className="typeahead-note">No company matches.</p>}
            {shown.map((company) => (
              <CommandItem
                key={company.id}
                value={`company-${company.id}`}
                onSelect={() => {
                  onSelect([company]);
                  setText('');
                }}
              >
                <span>{company.attributes.name}</span>
                <span className="muted">
                  {company.attributes.domain_name}
                  {present?.has(company.id) ? ' · already added' : ''}
                </span>
              </CommandItem>
            ))}
          </>
        )}
      </CommandList>
    </CommandRoot>
  );
}

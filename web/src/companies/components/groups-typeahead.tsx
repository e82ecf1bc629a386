import { ADD_ALL_COMPANIES_FETCH_SIZE, type Company } from '@tracker/core/companies';
import { GROUPS_DEFAULT_SORT, GROUPS_FETCH_LIMIT } from '@tracker/core/groups';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CommandInput, CommandItem, CommandList, CommandRoot } from 'cmdk';
import { useState, type Ref } from 'react';
import { errorMessage } from '../../api/error-message';
import { groupQueries } from '../../groups';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useListSelection } from '../../ui/use-list-selection';

type Props = { label: string; onSelect: (companies: Company[]) => void; inputRef?: Ref<HTMLInputElement> | undefined };

/** The groups focus of the companies search: choose a group to take all its companies. */
export function GroupsTypeahead({ label, onSelect, inputRef }: Props) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 200);
  const groups = useQuery({
    ...groupQueries.list({ q, sort: GROUPS_DEFAULT_SORT, size: GROUPS_FETCH_LIMIT }),
    enabled: q !== '',
  });
  const shown = q === text.trim() ? (groups.data?.data ?? []) : [];
  const selection = useListSelection(shown.map((group) => `group-${group.id}`));
  const [taking, setTaking] = useState<{ name: string; error?: unknown } | null>(null);

  async function take(groupId: string, name: string) {
    setTaking({ name });
    try {
      const page = await queryClient.fetchQuery(groupQueries.companies(groupId, { size: ADD_ALL_COMPANIES_FETCH_SIZE }));
      onSelect(page.data);
      setTaking(null);
      setText('');
    } catch (error) {
      setTaking({ name, error });
    }
  }

  return (
    <div>
      <CommandRoot label={label} shouldFilter={false} loop vimBindings={false} className="typeahead" {...selection}>
        <CommandInput ref={inputRef} value={text} onValueChange={setText} placeholder="Group name…" aria-label={label} />
        {/* Always there, empty until the user types: the input's aria-controls points at it. */}
        <CommandList className="typeahead-list" hidden={!text.trim()}>
          {text.trim() && groups.data?.data.length === 0 && <p className="typeahead-note">No group matches.</p>}
          {text.trim() &&
            shown.map((group) => (
              <CommandItem key={group.id} value={`group-${group.id}`} onSelect={() => void take(group.id, group.attributes.name)}>
                <span>{group.attributes.name}</span>
                <span className="muted">{group.attributes.companies_count} companies</span>
              </CommandItem>
            ))}
        </CommandList>
      </CommandRoot>
      {taking && !taking.error && (
        <p role="status" className="muted">
          Taking the companies of {taking.name}…
        </p>
      )}
      {taking?.error !== undefined && (
        <p role="alert" className="alert">
          Could not read the companies of {taking.name}: {errorMessage(taking.error)}
        </p>
      )}
    </div>
  );
}

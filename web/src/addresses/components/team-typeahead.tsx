import type { Team } from '@tracker/core/teams';
import { useQuery } from '@tanstack/react-query';
import { CommandInput, CommandItem, CommandList, CommandRoot } from 'cmdk';
import { useState, type Ref } from 'react';
import { errorMessage } from '../../api/error-message';
import { teamQueries } from '../../teams';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useListSelection } from '../../ui/use-list-selection';

/** How many teams the search lists. */
const TEAM_SEARCH_SIZE = 10;

type Props = {
  label: string;
  onSelect: (team: Team) => void;
  /** Teams the address is shared with already: listed, marked, not chosen again. */
  shared: ReadonlySet<string>;
  inputRef?: Ref<HTMLInputElement> | undefined;
};

/** Type-ahead over the teams by name or owner email (the teams list's q); Enter or a click chooses one. */
export function TeamTypeahead({ label, onSelect, shared, inputRef }: Props) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 200);
  const found = useQuery({ ...teamQueries.list({ q, size: TEAM_SEARCH_SIZE }), enabled: q !== '' });
  // The list keeps the previous search's page while the next loads: never offer it as this one's.
  const ready = q === text.trim() && !found.isPlaceholderData;
  const shown = ready ? (found.data?.data ?? []) : [];
  const selection = useListSelection(shown.filter((team) => !shared.has(team.id)).map((team) => `team-${team.id}`));

  return (
    <CommandRoot label={label} shouldFilter={false} loop vimBindings={false} className="team-typeahead" {...selection}>
      <CommandInput ref={inputRef} value={text} onValueChange={setText} placeholder="Team name or owner email…" aria-label={label} />
      {/* Always there, empty until the user types: the input's aria-controls points at it. */}
      <CommandList className="team-typeahead-list" hidden={!text.trim()}>
        {text.trim() && (
          <>
            {found.error && (
              <p role="alert" className="team-typeahead-note">
                {errorMessage(found.error)}
              </p>
            )}
            {!ready && !found.error && (
              <p role="status" className="team-typeahead-note">
                Searching…
              </p>
            )}
            {ready && found.data && shown.length === 0 && <p className="team-typeahead-note">No team matches.</p>}
            {shown.map((team) => (
              <CommandItem
                key={team.id}
                value={`team-${team.id}`}
                disabled={shared.has(team.id)}
                onSelect={() => {
                  onSelect(team);
                  setText('');
                }}
              >
                <span>{team.attributes.name}</span>
                <span className="muted">
                  {team.attributes.owner?.email ?? 'no owner'}
                  {shared.has(team.id) ? ' · already shared' : ''}
                </span>
              </CommandItem>
            ))}
          </>
        )}
      </CommandList>
    </CommandRoot>
  );
}

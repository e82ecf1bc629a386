import { useQuery } from '@tanstack/react-query';
import { CommandItem, CommandList, CommandRoot } from 'cmdk';
import { useState } from 'react';
import { errorMessage } from '../../api/error-message';
import type { Command, CommandSearch } from '../commands/command-registry';
import { useDebouncedValue } from '../use-debounced-value';
import { PalettePageInput } from './palette-page-input';
import { paletteSearchQuery } from './palette-search-query';
import { usePaletteHighlight } from './use-palette-highlight';

/** How long typing must pause before the palette searches. */
const PALETTE_SEARCH_DELAY_MS = 200;

type Props = {
  command: Command & { search: CommandSearch };
  onBack: () => void;
  onChoose: (href: string) => void;
};

/** A search page of the palette: results refresh as the user types; Backspace when empty goes back. */
export function PaletteSearchPage({ command, onBack, onChoose }: Props) {
  const [text, setText] = useState('');
  const wanted = text.trim();
  const settled = useDebouncedValue(wanted, PALETTE_SEARCH_DELAY_MS);
  const results = useQuery(paletteSearchQuery(command.id, command.search, settled));
  // The last results stay listed while the next ones load, so the list does not flicker.
  const current = wanted === '' ? [] : (results.data ?? []);
  const highlight = usePaletteHighlight({
    values: current.map((result) => `result:${result.id}`),
    text: wanted,
    // Keys typed ahead wait for the results of what was typed.
    settled: wanted === '' || (settled === wanted && !results.isPlaceholderData && !results.isPending),
    activate: (value) => {
      const chosen = current.find((result) => `result:${result.id}` === value);
      if (chosen) onChoose(chosen.href);
    },
  });

  return (
    <CommandRoot label="Command palette" loop shouldFilter={false} vimBindings={false} {...highlight}>
      <PalettePageInput title={command.title} placeholder={command.search.placeholder} text={text} onText={setText} onBack={onBack} />
      {/* Notes stay outside the list: a listbox holds options only. */}
      <Status text={text.trim()} settled={settled} results={results} empty={command.search.empty} />
      <CommandList>
        {current.map((result) => (
          <CommandItem key={result.id} value={`result:${result.id}`} onSelect={() => onChoose(result.href)}>
            <span>{result.title}</span>
            {result.detail && <span className="palette-detail">{result.detail}</span>}
          </CommandItem>
        ))}
      </CommandList>
    </CommandRoot>
  );
}

type StatusProps = {
  text: string;
  settled: string;
  results: { data?: readonly unknown[] | undefined; error: unknown; isPlaceholderData: boolean };
  empty: string;
};

/** What the page says instead of (or before) results. */
function Status({ text, settled, results, empty }: StatusProps) {
  if (text === '') return <p className="palette-note">Start typing to search.</p>;
  if (results.error) {
    return (
      <p className="palette-note" role="alert">
        {errorMessage(results.error)}
      </p>
    );
  }
  if (!results.data) {
    return (
      <p className="palette-note" role="status">
        Searching…
      </p>
    );
  }
  return results.data.length === 0 && settled === text && !results.isPlaceholderData ? <p className="palette-note">{empty}</p> : null;
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CommandGroup, CommandInput, CommandItem, CommandList, CommandRoot } from 'cmdk';
import { useState } from 'react';
import type { Command, RecordSearch, SearchResult } from '../commands/command-registry';
import { ShortcutKeys } from '../commands/shortcut-keys';
import { useDebouncedValue } from '../use-debounced-value';
import { useListSelection } from '../use-list-selection';
import { rankPalette, type PaletteEntry } from './rank-palette';

/** How long typing must pause before the palette looks for records. */
const RECORD_SEARCH_DELAY_MS = 150;
/** Records are looked for from this many characters on; one letter matches too much to help. */
const RECORD_SEARCH_MIN_LENGTH = 2;

type Props = {
  commands: readonly Command[];
  searches: readonly RecordSearch[];
  onRun: (command: Command) => void;
  onChoose: (href: string) => void;
};

/**
 * The palette's first page: the registered commands, fuzzy-matched on title and keywords, and the
 * records each area finds for the text (companies, groups ...). Results stay on screen while the
 * next ones load, so the list does not flicker as the user types.
 */
export function PaletteRoot({ commands, searches, onRun, onChoose }: Props) {
  const [text, setText] = useState('');
  const wanted = text.trim();
  const settled = useDebouncedValue(wanted, RECORD_SEARCH_DELAY_MS);
  const lookFor = settled.length >= RECORD_SEARCH_MIN_LENGTH ? settled : '';
  // One query for every area's search, so the last answer stays listed while the next one loads.
  const found = useQuery({
    queryKey: ['palette-records', searches.map((search) => search.id), lookFor],
    queryFn: ({ signal }) => findEverywhere(searches, lookFor, signal),
    enabled: lookFor !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const showRecords = wanted.length >= RECORD_SEARCH_MIN_LENGTH;
  const records = searches.map((search, index) => ({
    heading: search.heading,
    results: showRecords ? (found.data?.[index] ?? NO_RESULTS) : NO_RESULTS,
  }));
  const groups = rankPalette(commands, records, wanted);
  const values = groups.flatMap(([, entries]) => entries.map((entry) => entry.value));
  const selection = useListSelection(values);
  const searching = found.isFetching;

  return (
    <CommandRoot label="Command palette" loop shouldFilter={false} vimBindings={false} {...selection}>
      <CommandInput
        autoFocus
        data-autofocus
        value={text}
        onValueChange={setText}
        placeholder="Type a command or search…"
        aria-label="Command"
      />
      {/* Notes stay outside the list: a listbox holds options and groups only. */}
      {values.length === 0 && <p className="palette-note">{searching ? 'Looking for records…' : 'Nothing matches.'}</p>}
      <CommandList aria-busy={searching || undefined}>
        {groups.map(([heading, entries]) => (
          <CommandGroup key={heading} heading={heading}>
            {entries.map((entry) => (
              <PaletteItem key={entry.value} entry={entry} onRun={onRun} onChoose={onChoose} />
            ))}
          </CommandGroup>
        ))}
      </CommandList>
    </CommandRoot>
  );
}

const NO_RESULTS: readonly SearchResult[] = [];

/** What each search finds; one that fails finds nothing here (its 'Go to …' page says why). */
function findEverywhere(searches: readonly RecordSearch[], text: string, signal: AbortSignal): Promise<(readonly SearchResult[])[]> {
  return Promise.all(searches.map((search) => search.find(text, signal).catch(() => NO_RESULTS)));
}

function PaletteItem({ entry, onRun, onChoose }: { entry: PaletteEntry } & Pick<Props, 'onRun' | 'onChoose'>) {
  if (entry.kind === 'command') {
    const { command } = entry;
    return (
      <CommandItem value={entry.value} onSelect={() => onRun(command)}>
        <span>{command.title}</span>
        {command.shortcut && <ShortcutKeys shortcut={command.shortcut} />}
      </CommandItem>
    );
  }
  const { result } = entry;
  return (
    <CommandItem value={entry.value} onSelect={() => onChoose(result.href)}>
      <span>{result.title}</span>
      {result.detail && <span className="palette-detail">{result.detail}</span>}
    </CommandItem>
  );
}

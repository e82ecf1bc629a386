import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CommandGroup, CommandInput, CommandItem, CommandList, CommandRoot } from 'cmdk';
import { useState } from 'react';
import type { Command, FindRecords, FoundRecords } from '../commands/command-registry';
import { errorMessage } from '../../api/error-message';
import { queryKeys } from '../../api/query-keys';
import { ShortcutKeys } from '../commands/shortcut-keys';
import { useDebouncedValue } from '../use-debounced-value';
import { rankPalette, type PaletteEntry } from './rank-palette';
import { usePaletteHighlight } from './use-palette-highlight';

/** How long typing must pause before the palette looks for records. */
const RECORD_SEARCH_DELAY_MS = 150;
/** Records are looked for from this many characters on; one letter matches too much to help. */
const RECORD_SEARCH_MIN_LENGTH = 2;

type Props = {
  commands: readonly Command[];
  /** One search across the areas; without it the page lists commands only. */
  findRecords: FindRecords | undefined;
  onRun: (command: Command) => void;
  onChoose: (href: string) => void;
};

/**
 * The palette's first page: the registered commands, matched on title and keywords, and the records
 * one search across the areas finds for the text (registrations, companies, journeys ...), ranked
 * together. Results stay on screen while the next ones load, so the list does not flicker as the
 * user types, but keys typed ahead act on the results of what was typed (usePaletteHighlight).
 */
export function PaletteRoot({ commands, findRecords, onRun, onChoose }: Props) {
  const [text, setText] = useState('');
  const wanted = text.trim();
  const paused = useDebouncedValue(wanted, RECORD_SEARCH_DELAY_MS);
  const searches = findRecords !== undefined && wanted.length >= RECORD_SEARCH_MIN_LENGTH;
  const lookFor = findRecords && paused.length >= RECORD_SEARCH_MIN_LENGTH ? paused : '';
  // One request a pause in typing; the last answer stays listed while the next one loads.
  const found = useQuery({
    queryKey: [...queryKeys.paletteRecords, lookFor],
    queryFn: ({ signal }) => findRecords!(lookFor, signal),
    enabled: lookFor !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const records = searches ? (found.data ?? NO_RECORDS) : NO_RECORDS;
  const groups = rankPalette(commands, records, wanted);
  const entries = groups.flatMap(([, group]) => group);
  const values = entries.map((entry) => entry.value);
  // The list shows what the text finds once its own search has answered (or failed).
  const settled = !searches || (lookFor === wanted && !found.isPlaceholderData && !found.isPending);
  const highlight = usePaletteHighlight({
    values,
    text: wanted,
    settled,
    activate: (value) => {
      const entry = entries.find((candidate) => candidate.value === value);
      if (entry?.kind === 'command') onRun(entry.command);
      else if (entry) onChoose(entry.result.href);
    },
  });
  const searching = searches && !settled;

  return (
    <CommandRoot label="Command palette" loop shouldFilter={false} vimBindings={false} {...highlight}>
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
      {found.error && settled && (
        <p className="palette-note" role="alert">
          Records could not be searched: {errorMessage(found.error)}
        </p>
      )}
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

const NO_RECORDS: readonly FoundRecords[] = [];

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

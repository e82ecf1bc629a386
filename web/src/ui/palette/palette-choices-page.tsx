import { CommandItem, CommandList, CommandRoot, defaultFilter } from 'cmdk';
import { useState } from 'react';
import type { Command, CommandChoice, CommandChoices } from '../commands/command-registry';
import { useListSelection } from '../use-list-selection';
import { PalettePageInput } from './palette-page-input';

type Props = {
  command: Command & { choices: CommandChoices };
  onBack: () => void;
  onChoose: (id: string) => void;
};

/** The choices that match `text`, best first (as cmdk ranks); with no text, all of them in their order. */
function matching(items: readonly CommandChoice[], text: string): readonly CommandChoice[] {
  if (!text) return items;
  const scored = items.map((item) => ({ item, score: defaultFilter(item.title, text, [item.id, ...(item.detail ? [item.detail] : [])]) }));
  return scored
    .filter(({ score }) => score > 0)
    .toSorted((a, b) => b.score - a.score)
    .map(({ item }) => item);
}

/** A palette page listing fixed choices (a type to classify as, say): typing narrows them; Backspace when empty goes back. */
export function PaletteChoicesPage({ command, onBack, onChoose }: Props) {
  const [text, setText] = useState('');
  const shown = matching(command.choices.items, text.trim());
  const selection = useListSelection(shown.map((item) => `choice:${item.id}`));

  return (
    <CommandRoot label="Command palette" loop shouldFilter={false} vimBindings={false} {...selection}>
      <PalettePageInput title={command.title} placeholder={command.choices.placeholder} text={text} onText={setText} onBack={onBack} />
      {/* Notes stay outside the list: a listbox holds options only. */}
      {shown.length === 0 && <p className="palette-note">{command.choices.empty}</p>}
      <CommandList>
        {shown.map((item) => (
          <CommandItem key={item.id} value={`choice:${item.id}`} onSelect={() => onChoose(item.id)}>
            <span>{item.title}</span>
            {item.detail && <span className="palette-detail">{item.detail}</span>}
          </CommandItem>
        ))}
      </CommandList>
    </CommandRoot>
  );
}

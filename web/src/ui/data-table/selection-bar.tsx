import { useId } from 'react';
import type { Command, CommandChoice } from '../commands/command-registry';
import { useCommands } from '../commands/commands-context';
import { countOf } from './row-selection';
import type { RowSelection } from './use-row-selection';

/** A command on the selected rows: a button on the bar and a palette command, both with the count. */
export type SelectionCommand = {
  /** The palette command's id, e.g. 'journeys.selection.archive'. */
  id: string;
  /** With the count: 'Archive 3 selected journeys'. */
  title: string;
  keywords?: readonly string[];
} & (
  | { run: () => void }
  /** One value to pick first ('Set status of 3 selected registrations…'): a page of choices in the palette, a select on the bar. */
  | { choices: readonly CommandChoice[]; choose: (id: string) => void }
);

type Props = {
  selection: Pick<RowSelection<unknown>, 'rows' | 'clear'>;
  /** The rows' noun, singular and plural. */
  noun: readonly [string, string];
  commands: readonly SelectionCommand[];
};

/**
 * Once rows are selected: how many, what can be done with them, and Clear (Esc). Its commands are
 * in the palette only while it shows, each with the count in its title.
 */
export function SelectionBar(props: Props) {
  return props.selection.rows.length > 0 ? <ShownSelectionBar {...props} /> : null;
}

function ShownSelectionBar({ selection, noun, commands }: Props) {
  const id = useId();
  const count = selection.rows.length;
  useCommands(
    commands.map((command): Command => ({
      id: command.id,
      title: command.title,
      group: 'Selected rows',
      keywords: ['bulk', 'selection', 'selected', ...(command.keywords ?? [])],
      ...('run' in command
        ? { perform: command.run }
        : {
            perform: () => document.getElementById(`${id}-${command.id}`)?.focus(),
            choices: {
              placeholder: `${command.title.replace(/…$/, '')} to…`,
              empty: 'No choice matches.',
              items: command.choices,
              choose: command.choose,
            },
          }),
    })),
  );
  return (
    <div className="data-table-selection" role="group" aria-label="Selected rows">
      <span role="status">{`${countOf(count, noun)} selected`}</span>
      {commands.map((command) =>
        'run' in command ? (
          <button key={command.id} type="button" onClick={command.run}>
            {command.title}
          </button>
        ) : (
          <select
            key={command.id}
            id={`${id}-${command.id}`}
            aria-label={command.title}
            value=""
            onChange={(event) => event.target.value && command.choose(event.target.value)}
          >
            <option value="">{command.title}</option>
            {command.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </select>
        ),
      )}
      <button type="button" onClick={selection.clear}>
        Clear selection <kbd aria-hidden="true">Esc</kbd>
      </button>
    </div>
  );
}

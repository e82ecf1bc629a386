import { useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useCommands } from '../commands/commands-context';
import type { Command } from '../commands/command-registry';

type Props = {
  /** Prefix of the filter commands' ids, e.g. 'companies.filters'. */
  id: string;
  /** What stays on the one line: the list's search field. */
  search: ReactNode;
  /** The labels of the filters in the panel, in order: each gets a 'Filter by …' command (f, then its number). */
  filters: readonly string[];
  /** How many filters (beyond the search) narrow the list now. */
  activeCount: number;
  /** Every filter back to its default; shown while any narrows the list. */
  onReset?: () => void;
  /** The filters, shown when the user opens the panel. */
  children: ReactNode;
};

/** How many filters get a numbered key (f 1 … f 9). */
const NUMBERED_FILTERS = 9;

/**
 * A list's filters as a one-line toolbar: the search, a Filters button saying how many filters are
 * on, and a reset; the other filters open below on demand, so the rows start high on the screen.
 * Each filter is a command that opens the panel and puts focus in it.
 */
export function DataTableFilters({ id, search, filters, activeCount, onReset, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);

  function focusFilter(label: string) {
    flushSync(() => setOpen(true));
    fieldLabelled(panel.current, label)?.focus();
  }

  const commands: Command[] = [
    {
      id: `${id}.toggle`,
      title: open ? 'Hide filters' : 'Show filters',
      group: 'Filters',
      shortcut: 'shift+f',
      perform: () => setOpen(!open),
    },
    ...filters.map((label, index) => ({
      id: `${id}.${index}`,
      title: `Filter by ${label.toLowerCase()}`,
      group: 'Filters',
      ...(index < NUMBERED_FILTERS && { shortcut: ['f', String(index + 1)] }),
      perform: () => focusFilter(label),
    })),
  ];
  if (onReset && activeCount > 0)
    commands.push({ id: `${id}.reset`, title: 'Reset filters', group: 'Filters', shortcut: ['f', '0'], perform: onReset });
  useCommands(commands);

  return (
    <div className="data-table-filter-bar">
      <div className="data-table-filter-line">
        {search}
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Filters{activeCount > 0 ? ` (${activeCount})` : ''}
        </button>
        {onReset && activeCount > 0 && (
          <button type="button" onClick={onReset}>
            Reset filters
          </button>
        )}
      </div>
      <div id={panelId} ref={panel} className="data-table-filter-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/** The control a label (or a fieldset's legend) names inside `container`. */
function fieldLabelled(container: HTMLElement | null, label: string): HTMLElement | null {
  if (!container) return null;
  for (const element of container.querySelectorAll<HTMLElement>('label, legend')) {
    if (element.textContent?.trim() !== label) continue;
    if (element instanceof HTMLLabelElement && element.control) return element.control as HTMLElement;
    return element.parentElement?.querySelector<HTMLElement>('input, select, textarea') ?? null;
  }
  return null;
}

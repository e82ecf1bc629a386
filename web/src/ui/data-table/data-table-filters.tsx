import type { Filters, ListFilters } from '@tracker/core/contract';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useCommands } from '../commands/commands-context';
import type { Command } from '../commands/command-registry';
import { listFilterParams, type FilterParams } from '../list-filter-params';
import { activeFilterCount } from '../list-filter-query';
import { FilterControl, filterLabel } from './filter-control';

type Name<F extends Filters> = keyof F & string;
export type SetFilterParams<F extends Filters> = (patch: Partial<FilterParams<F>>, options?: { replace?: boolean }) => void;

export type DataTableFiltersProps<F extends Filters> = {
  /** Prefix of the filter commands' ids, e.g. 'companies.filters'. */
  id: string;
  /** The list's filters as core declares them: each control, its label and the reset come from here. */
  declaration: ListFilters<F>;
  params: FilterParams<F>;
  setParams: SetFilterParams<F>;
  /** The filters on the toolbar's line (the search), in order; they do not count as narrowing. */
  line?: readonly Name<F>[];
  /** The filter `/` puts focus in ('Search …', after its label). */
  search?: Name<F>;
  /** The filters in the panel, in order; by default every declared filter but the sort and the line's. */
  panel?: readonly Name<F>[];
  /** Controls a screen draws itself, by filter (a group chosen by its name); null draws none. */
  controls?: Partial<Record<Name<F>, ReactNode>>;
  /** Shown on the line after its filters (a date-range preset). */
  lineExtra?: ReactNode;
  /** Filters the reset leaves as they are. */
  keepOnReset?: readonly Name<F>[];
};

const NO_CONTROLS: Partial<Record<string, ReactNode>> = {};

/** How many filters get a numbered key (f 1 … f 9). */
const NUMBERED_FILTERS = 9;

/**
 * A list's filters as a one-line toolbar: the search, a Filters button saying how many filters are
 * on, and a reset; the other filters open below on demand, so the rows start high on the screen
 * (a list without a search shows them from the start). Each control is drawn from core's
 * declaration, and each filter of the panel is a command (f, then its number) that opens the
 * panel and puts focus in it.
 */
export function DataTableFilters<F extends Filters>(props: DataTableFiltersProps<F>) {
  const { id, declaration, params, setParams, line = [], search, controls = NO_CONTROLS, keepOnReset = [] } = props;
  const filters = declaration.filters;
  const panelNames =
    props.panel ?? (Object.keys(filters) as Name<F>[]).filter((name) => filters[name]?.kind !== 'sort' && !line.includes(name));
  const [open, setOpen] = useState(line.length === 0);
  const panelId = useId();
  const bar = useRef<HTMLDivElement>(null);
  const activeCount = activeFilterCount(declaration, params, line);

  // The filter to focus once the panel is drawn open. Not flushSync: run from the palette after
  // Enter typed ahead, the command runs in an effect, where React cannot render at once.
  const [focusing, setFocusing] = useState<{ name: string } | null>(null);
  useLayoutEffect(() => {
    if (!focusing) return;
    bar.current?.querySelector(`[data-filter="${focusing.name}"]`)?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [focusing]);

  function focusFilter(name: string) {
    setOpen(true);
    setFocusing({ name });
  }

  function reset() {
    const defaults = listFilterParams(declaration);
    const patch: Record<string, unknown> = {};
    for (const [name, filter] of Object.entries(filters))
      if (filter.kind !== 'sort' && !keepOnReset.includes(name)) patch[name] = defaults[name];
    setParams(patch as Partial<FilterParams<F>>);
  }

  const searched = search && filters[search] ? search : undefined;
  const commands: Command[] = [
    {
      id: `${id}.toggle`,
      title: open ? 'Hide filters' : 'Show filters',
      group: 'Filters',
      shortcut: 'shift+f',
      perform: () => setOpen(!open),
    },
    ...panelNames.map((name, index) => ({
      id: `${id}.${index}`,
      title: `Filter by ${filterLabel(name, filters[name]!).toLowerCase()}`,
      group: 'Filters',
      ...(index < NUMBERED_FILTERS && { shortcut: ['f', String(index + 1)] }),
      perform: () => focusFilter(name),
    })),
    ...(searched
      ? [
          {
            id: `${id}.search`,
            title: filterLabel(searched, filters[searched]!),
            group: 'Filters',
            shortcut: '/',
            keywords: ['filter', 'find'],
            perform: () => focusFilter(searched),
          },
        ]
      : []),
    ...(activeCount > 0 ? [{ id: `${id}.reset`, title: 'Reset filters', group: 'Filters', shortcut: ['f', '0'], perform: reset }] : []),
  ];
  useCommands(commands);

  function control(name: Name<F>) {
    const filter = filters[name];
    if (!filter) return null;
    return (
      <div key={name} className="data-table-filter" data-filter={name}>
        {name in controls ? (
          controls[name]
        ) : (
          <FilterControl
            name={name}
            filter={filter}
            value={params[name]}
            onChange={(value, options) => setParams({ [name]: value } as Partial<FilterParams<F>>, options)}
          />
        )}
      </div>
    );
  }

  return (
    <div ref={bar} className="data-table-filter-bar">
      <div className="data-table-filter-line">
        {line.map(control)}
        {props.lineExtra}
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Filters{activeCount > 0 ? ` (${activeCount})` : ''}
        </button>
        {activeCount > 0 && (
          <button type="button" onClick={reset}>
            Reset filters
          </button>
        )}
      </div>
      <div id={panelId} className="data-table-filter-panel" hidden={!open}>
        <div className="data-table-filter-fields">{panelNames.map(control)}</div>
      </div>
    </div>
  );
}

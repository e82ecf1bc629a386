import type { SearchMatch } from '@tracker/core/search';
import type { Shortcut } from './shortcut';

/** One thing a palette search found; choosing it goes to `href`. `match` says how well it matched, when the search knows. */
export type SearchResult = { id: string; title: string; detail?: string; href: string; match?: SearchMatch };

/** A palette page that searches as the user types, e.g. 'Go to company…'. */
export type CommandSearch = {
  placeholder: string;
  /** Said when nothing matches, e.g. 'No company matches.' */
  empty: string;
  /** Called (debounced) with what the user typed; not called for an empty text. */
  find: (text: string, signal: AbortSignal) => Promise<SearchResult[]>;
};

/** One of the fixed choices a palette page lists, e.g. a classification type. */
export type CommandChoice = { id: string; title: string; detail?: string };

/** A palette page that lists fixed choices to pick one from, narrowed as the user types, e.g. 'Classify as…'. */
export type CommandChoices = {
  placeholder: string;
  /** Said when there is nothing to choose, or nothing matches the text, e.g. 'No type matches.' */
  empty: string;
  items: readonly CommandChoice[];
  /** Runs with the chosen item's id once the palette has closed. */
  choose: (id: string) => void;
};

/** The records one search found for the palette's first page, area by area: the area's title and its records, best first. */
export type FoundRecords = { heading: string; results: readonly SearchResult[] };

/** How the palette's first page finds records beside the commands: one search across every area. */
export type FindRecords = (text: string, signal: AbortSignal) => Promise<FoundRecords[]>;

/** An action the keyboard can reach: listed in the palette, bound to its shortcut, shown in `?`. */
export type Command = {
  /** Unique; a later registration with the same id replaces the earlier one while it is mounted. */
  id: string;
  title: string;
  /** The section it is listed under, e.g. 'Go to', 'Company', 'General'. */
  group: string;
  shortcut?: Shortcut;
  /**
   * The shortcut works only while focus is inside this element, and there it comes before an
   * unscoped command on the same keys (a table's j/k while it has focus, the screen's elsewhere).
   * The palette lists the command either way.
   */
  focusScope?: () => Element | null;
  /** More words the palette matches on. */
  keywords?: readonly string[];
  perform: () => void;
  /** Chosen in the palette, the command opens this search instead of running `perform`. */
  search?: CommandSearch;
  /** Chosen in the palette, the command opens a page listing these choices instead of running `perform`. */
  choices?: CommandChoices;
};

export type CommandRegistry = {
  /** Adds commands until the returned function is called. */
  register(commands: readonly Command[]): () => void;
  subscribe(listener: () => void): () => void;
  /** The registered commands, in registration order; the same array until something changes. */
  getSnapshot(): readonly Command[];
};

export function createCommandRegistry(): CommandRegistry {
  let registrations: (readonly Command[])[] = [];
  let snapshot: readonly Command[] = [];
  const listeners = new Set<() => void>();

  function publish() {
    const byId = new Map<string, Command>();
    for (const commands of registrations) for (const command of commands) byId.set(command.id, command);
    snapshot = [...byId.values()];
    for (const listener of listeners) listener();
  }

  return {
    register(commands) {
      registrations = [...registrations, commands];
      publish();
      return () => {
        registrations = registrations.filter((registered) => registered !== commands);
        publish();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

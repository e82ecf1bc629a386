import { defaultFilter } from 'cmdk';
import type { SearchMatch } from '@tracker/core/search';
import type { Command, FoundRecords, SearchResult } from '../commands/command-registry';

export type PaletteEntry =
  | { kind: 'command'; value: string; score: number; command: Command }
  | { kind: 'record'; value: string; score: number; result: SearchResult };

/**
 * How well a record the server found matches, against the commands' scores below: an id first of
 * all, a whole name beside a command named so, a name's start below a command's, a part of a name
 * above a loose (fuzzy) command only.
 */
const RECORD_SCORES: Record<SearchMatch, number> = { id: 1, exact: 0.96, prefix: 0.7, contains: 0.3 };
/** A record the search found without saying how well: a part of it. */
const UNGRADED_RECORD = RECORD_SCORES.contains;
/** The most a loose match (cmdk's fuzzy score) of a command's title is worth: below every graded match. */
const LOOSE_COMMAND = 0.25;

const startsAWord = (title: string, text: string) => title.split(/[\s/·…,()-]+/).some((word) => word !== '' && word.startsWith(text));

/**
 * A command's score for `text`: its whole title, the start of it, the start of one of its words or
 * keywords, a part of it, and only then cmdk's fuzzy match ("sort" reaches "Sort by name" before
 * the letters s-o-r-t strewn across "Show keyboard shortcuts").
 */
function commandScore(command: Command, text: string): number {
  const wanted = text.toLowerCase();
  const title = command.title.toLowerCase();
  const keywords = command.keywords?.map((keyword) => keyword.toLowerCase()) ?? [];
  if (title === wanted) return 0.98;
  if (title.startsWith(wanted)) return 0.9;
  if (startsAWord(title, wanted)) return 0.85;
  if (keywords.some((keyword) => keyword.startsWith(wanted) || startsAWord(keyword, wanted))) return 0.8;
  if (title.includes(wanted)) return 0.5;
  return defaultFilter(command.title, text, command.keywords ? [...command.keywords] : undefined) * LOOSE_COMMAND;
}

/**
 * What the palette lists for `text`, by section: with no text every command in registration order;
 * else the commands that match and the records found, each section best first and the sections in
 * order of their best: an id or a whole name first, then commands by the start of their title, and
 * loose matches last. Equal scores keep their order (registration order, the server's order).
 */
export function rankPalette(commands: readonly Command[], records: readonly FoundRecords[], text: string): [string, PaletteEntry[]][] {
  const groups = new Map<string, PaletteEntry[]>();
  const add = (heading: string, entry: PaletteEntry) => {
    const group = groups.get(heading);
    if (group) group.push(entry);
    else groups.set(heading, [entry]);
  };
  for (const command of commands) {
    const score = text ? commandScore(command, text) : 1;
    if (score > 0) add(command.group, { kind: 'command', value: `command:${command.id}`, score, command });
  }
  for (const { heading, results } of records) {
    for (const result of results) {
      const score = result.match ? RECORD_SCORES[result.match] : UNGRADED_RECORD;
      add(heading, { kind: 'record', value: `record:${heading}:${result.id}`, score, result });
    }
  }
  if (!text) return [...groups];
  const ranked = [...groups].map(
    ([heading, entries]) => [heading, entries.toSorted((a, b) => b.score - a.score)] as [string, PaletteEntry[]],
  );
  return ranked.toSorted(([, a], [, b]) => (b[0]?.score ?? 0) - (a[0]?.score ?? 0));
}

import { defaultFilter } from 'cmdk';
import type { Command, SearchResult } from '../commands/command-registry';

export type PaletteEntry =
  | { kind: 'command'; value: string; score: number; command: Command }
  | { kind: 'record'; value: string; score: number; result: SearchResult };

type Records = { heading: string; results: readonly SearchResult[] };

/** A record the server found for the text is listed even when cmdk's fuzzy score misses it. */
const FOUND_RECORD_FLOOR = 0.01;

/**
 * What the palette lists for `text`, by section: with no text every command in registration order;
 * else the commands that match and the records found, each section in order of its best match
 * (as cmdk ranks), so 'cmpn' puts the Companies command first and 'Acme' the company Acme.
 */
export function rankPalette(commands: readonly Command[], records: readonly Records[], text: string): [string, PaletteEntry[]][] {
  const groups = new Map<string, PaletteEntry[]>();
  const add = (heading: string, entry: PaletteEntry) => {
    const group = groups.get(heading);
    if (group) group.push(entry);
    else groups.set(heading, [entry]);
  };
  for (const command of commands) {
    const score = text ? defaultFilter(command.title, text, command.keywords ? [...command.keywords] : undefined) : 1;
    if (score > 0) add(command.group, { kind: 'command', value: `command:${command.id}`, score, command });
  }
  for (const { heading, results } of records) {
    for (const result of results) {
      const score = Math.max(FOUND_RECORD_FLOOR, defaultFilter(result.title, text, result.detail ? [result.detail] : undefined));
      add(heading, { kind: 'record', value: `record:${heading}:${result.id}`, score, result });
    }
  }
  if (!text) return [...groups];
  const ranked = [...groups].map(
    ([heading, entries]) => [heading, entries.toSorted((a, b) => b.score - a.score)] as [string, PaletteEntry[]],
  );
  return ranked.toSorted(([, a], [, b]) => (b[0]?.score ?? 0) - (a[0]?.score ?? 0));
}

import { describe, expect, it } from 'vitest';
import type { Command, FoundRecords, SearchResult } from '../commands/command-registry';
import { rankPalette } from './rank-palette';

const command = (title: string, group = 'General', keywords?: string[]): Command => ({
  id: title,
  title,
  group,
  perform: () => {},
  ...(keywords && { keywords }),
});
const record = (id: string, title: string, match: SearchResult['match']): SearchResult => ({ id, title, href: `/x/${id}`, match });

const COMMANDS = [
  command('Show keyboard shortcuts'),
  command('Sign out'),
  command('Companies', 'Go to'),
  command('Registrations', 'Go to'),
  command('Sort by name', 'Companies'),
  command('Sort by tracked', 'Companies'),
  command('Add to group…', 'Company', ['membership']),
];

/** The titles in the order listed, with their sections. */
function listed(records: FoundRecords[], text: string): string[] {
  return rankPalette(COMMANDS, records, text).flatMap(([heading, entries]) =>
    entries.map((entry) => `${heading}: ${entry.kind === 'command' ? entry.command.title : entry.result.title}`),
  );
}

describe('ranking the palette', () => {
  it('lists every command in registration order when there is no text', () => {
    expect(listed([], '')).toHaveLength(COMMANDS.length);
    expect(listed([], '')[0]).toBe('General: Show keyboard shortcuts');
  });

  it('puts the commands whose title starts with the text before letters strewn across another title', () => {
    expect(listed([], 'sort').slice(0, 3)).toEqual([
      'Companies: Sort by name',
      'Companies: Sort by tracked',
      'General: Show keyboard shortcuts',
    ]);
  });

  it('ranks a title’s start above a word’s start, a keyword and a part of it', () => {
    expect(listed([], 'group')[0]).toBe('Company: Add to group…');
    expect(listed([], 'member')[0]).toBe('Company: Add to group…');
    expect(listed([], 'reg')[0]).toBe('Go to: Registrations');
  });

  it('lists a record found by its id first of all', () => {
    const records = [
      { heading: 'Registrations', results: [record('417', '#417 Bolt', 'id')] },
      { heading: 'Companies', results: [record('9', '417 Brands', 'prefix')] },
    ];

    expect(listed(records, '417')).toEqual(['Registrations: #417 Bolt', 'Companies: 417 Brands']);
  });

  it('ranks a whole name above commands that start with the text, and a part of a name below them', () => {
    const records = [
      { heading: 'Groups', results: [record('3', 'Resorts', 'contains')] },
      { heading: 'Companies', results: [record('8', 'Sortly', 'prefix'), record('7', 'Sort', 'exact')] },
    ];

    expect(listed(records, 'sort')).toEqual([
      'Companies: Sort',
      'Companies: Sort by name',
      'Companies: Sort by tracked',
      'Companies: Sortly',
      'Groups: Resorts',
      'General: Show keyboard shortcuts',
    ]);
  });
});

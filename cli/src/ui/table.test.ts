import { describe, expect, it } from 'vitest';
import { formatTable, type Column } from './table';
import { formatTsv } from './tsv';

type Company = { name: string; domain: string; journeys: number };
const columns: Column<Company>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Domain', value: (c) => c.domain },
  { header: 'Journeys', value: (c) => c.journeys, align: 'right' },
];
const rows: Company[] = [
  { name: 'Acme', domain: 'acme.example', journeys: 3 },
  { name: 'Globex Corporation', domain: 'globex.example', journeys: 12 },
];

describe('tables', () => {
  it('aligns columns under their headers, numbers to the right', () => {
    expect(formatTable(rows, columns)).toBe(
      [
        'NAME                DOMAIN          JOURNEYS',
        'Acme                acme.example           3',
        'Globex Corporation  globex.example        12',
        '',
      ].join('\n'),
    );
  });

  it('shortens a column of names to fit the terminal, never the first column or the domains', () => {
    const named: Column<Company>[] = [
      { header: 'Journeys', value: (c) => c.journeys, align: 'right' },
      { header: 'Name', value: (c) => c.name },
      { header: 'Domain', value: (c) => c.domain },
    ];
    const lines = formatTable(rows, named, { maxWidth: 36 }).trimEnd().split('\n');
    expect(lines.every((line) => line.length <= 36)).toBe(true);
    expect(lines[2]).toMatch(/^ {6}12 {2}Globex Co… {2}globex\.example$/);
  });

  it('lines up columns after CJK names and emoji, which take two columns each', () => {
    const wide: Company[] = [
      { name: '東京ストア', domain: 'tokyo.example', journeys: 4 },
      { name: 'Café 🎉👍🏽', domain: 'cafe.example', journeys: 1 },
      { name: 'Plain', domain: 'plain.example', journeys: 10 },
    ];
    expect(formatTable(wide, columns)).toBe(
      [
        'NAME        DOMAIN         JOURNEYS',
        '東京ストア  tokyo.example         4',
        'Café 🎉👍🏽   cafe.example          1',
        'Plain       plain.example        10',
        '',
      ].join('\n'),
    );
  });

  it('shortens wide names by whole characters, never splitting an emoji', () => {
    const wide: Company[] = [
      { name: '東京ストアの冬物セール', domain: 'tokyo.example', journeys: 4 },
      { name: '👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽', domain: 'thumbs.example', journeys: 1 },
    ];
    const nameSecond: Column<Company>[] = [columns[2]!, columns[0]!, columns[1]!];
    const lines = formatTable(wide, nameSecond, { maxWidth: 36 }).trimEnd().split('\n');
    // A two-column character that would overflow is dropped whole; a space takes its last column.
    expect(lines).toEqual(['JOURNEYS  NAME        DOMAIN', '       4  東京スト…   tokyo.example', '       1  👍🏽👍🏽👍🏽👍🏽…   thumbs.example']);
  });

  it('keeps each row on one line', () => {
    const text = formatTable([{ name: 'Two\nlines', domain: 'x.example', journeys: 0 }], columns);
    expect(text.trimEnd().split('\n')).toHaveLength(2);
  });

  it('never cuts an id, a GUID, a domain or an email: the low-value columns shrink, then go', () => {
    type Email = { guid: string; from: string; subject: string; technologies: string; created: string };
    const emailColumns: Column<Email>[] = [
      { header: 'guid', value: (e) => e.guid },
      { header: 'from', value: (e) => e.from },
      { header: 'subject', value: (e) => e.subject },
      { header: 'technologies', value: (e) => e.technologies },
      { header: 'created', value: (e) => e.created },
    ];
    const email: Email = {
      guid: '41eef062-c6d9-4e7a-9d2b-8c1f0e6a7b35',
      from: 'newsletter@atlascycles.example',
      subject: 'Spring sale: everything on two wheels, twenty per cent off',
      technologies: 'Klaviyo, Shopify, Google Analytics, Segment',
      created: '2026-11-26T23:27:05.123Z',
    };
    const dropped: string[][] = [];
    const lines = formatTable([email], emailColumns, { maxWidth: 80, onDrop: (h) => dropped.push([...h]) })
      .trimEnd()
      .split('\n');

    expect(lines[1]).toContain(email.guid);
    expect(lines[1]).toContain(email.from);
    expect(lines.every((line) => line.length <= 80)).toBe(true);
    expect(dropped).toEqual([['technologies', 'created']]);
    expect(lines[0]).not.toContain('TECHNOLOGIES');
    expect(lines[1]).toMatch(/ {2}Spring sa…$/);
  });

  it('lets a table of identifiers alone pass the width rather than cut one', () => {
    const ids: Column<{ a: string; b: string }>[] = [
      { header: 'email', value: (r) => r.a },
      { header: 'domain', value: (r) => r.b },
    ];
    const text = formatTable([{ a: 'someone.with.a.long.name@example.com', b: 'a-very-long-domain-name.example' }], ids, { maxWidth: 40 });
    expect(text).toContain('someone.with.a.long.name@example.com  a-very-long-domain-name.example');
  });

  it('prints booleans as yes or no and instants to the minute, in every table', () => {
    const mixed: Column<{ on: boolean; at: string; day: string }>[] = [
      { header: 'on', value: (r) => r.on },
      { header: 'at', value: (r) => r.at },
      { header: 'day', value: (r) => r.day },
    ];
    const rowsOf = [
      { on: true, at: '2026-11-26T23:27:05.123Z', day: '2026-11-26' },
      { on: false, at: '2026-11-27T01:02:00+02:00', day: '2026-11-27' },
    ];
    expect(formatTable(rowsOf, mixed).split('\n').slice(1, 3)).toEqual([
      'yes  2026-11-26 23:27  2026-11-26',
      'no   2026-11-26 23:02  2026-11-27',
    ]);
    expect(formatTsv(rowsOf, mixed).split('\n').slice(1, 3)).toEqual([
      'yes\t2026-11-26 23:27\t2026-11-26',
      'no\t2026-11-26 23:02\t2026-11-27',
    ]);
  });
});

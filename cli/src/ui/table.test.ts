import { describe, expect, it } from 'vitest';
import { displayWidth } from './display-width';
import { formatTable, type Column } from './table';

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

  it('shortens the widest column to fit the terminal', () => {
    const lines = formatTable(rows, columns, { maxWidth: 36 }).trimEnd().split('\n');
    expect(lines.every((line) => line.length <= 36)).toBe(true);
    expect(lines[2]).toMatch(/^Globex Corp… {2}globex\.exam… {2,}12$/);
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
    const lines = formatTable(wide, columns, { maxWidth: 36 }).trimEnd().split('\n');
    // A two-column character that would overflow is dropped whole; a space takes its last column.
    expect(lines).toEqual([
      'NAME          DOMAIN        JOURNEYS',
      '東京ストア…   tokyo.examp…         4',
      '👍🏽👍🏽👍🏽👍🏽👍🏽…   thumbs.exam…         1',
    ]);
    expect(lines.map(displayWidth)).toEqual([36, 36, 36]);
  });

  it('keeps each row on one line', () => {
    const text = formatTable([{ name: 'Two\nlines', domain: 'x.example', journeys: 0 }], columns);
    expect(text.trimEnd().split('\n')).toHaveLength(2);
  });
});

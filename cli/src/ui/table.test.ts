import { describe, expect, it } from 'vitest';
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

  it('keeps each row on one line', () => {
    const text = formatTable([{ name: 'Two\nlines', domain: 'x.example', journeys: 0 }], columns);
    expect(text.trimEnd().split('\n')).toHaveLength(2);
  });
});

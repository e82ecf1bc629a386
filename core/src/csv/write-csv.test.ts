import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './write-csv';

describe('CSV cells', () => {
  it.each(['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises %j so a spreadsheet does not run it',
    (value) => {
      expect(csvCell(value).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    },
  );

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes empty cells for null and joins lists', () => {
    expect(csvRow([1, null, undefined, ['esp', 'misc'], true])).toBe('1,,,esp; misc,true\r\n');
  });
});

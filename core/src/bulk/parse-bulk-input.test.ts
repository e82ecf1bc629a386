import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { BulkInputError } from './bulk-input-error';
import { parseBulkInput } from './parse-bulk-input';
import { parseDelimitedText } from './parse-delimited-text';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A real workbook written by SheetJS, as a spreadsheet application would save it. */
function workbook(bookType: XLSX.BookType, rows: unknown[][]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Companies');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['ignored']]), 'Notes');
  return new Uint8Array(XLSX.write(book, { bookType, type: 'array' }) as ArrayBuffer);
}

describe('pasted text', () => {
  it('reads cells copied from a spreadsheet, separated by tabs', () => {
    expect(parseDelimitedText('Domain\tName\nacme.example\tAcme, Inc.\n\nbolt.example\tBolt\n')).toEqual([
      ['Domain', 'Name'],
      ['acme.example', 'Acme, Inc.'],
      [''],
      ['bolt.example', 'Bolt'],
    ]);
  });

  it('reads comma-separated text, quoted cells included, and trims the cells', () => {
    expect(parseDelimitedText('domain, name\r\n acme.example ,"Acme, Inc."\r\nbolt.example,"Bolt ""the"" brand"')).toEqual([
      ['domain', 'name'],
      ['acme.example', 'Acme, Inc.'],
      ['bolt.example', 'Bolt "the" brand'],
    ]);
  });

  it('reads one value per line', () => {
    expect(parseDelimitedText('acme.example\nbolt.example')).toEqual([['acme.example'], ['bolt.example']]);
  });

  it('refuses a quote that is never closed, naming the row', () => {
    expect(() => parseDelimitedText('domain\n"acme.example\nbolt.example')).toThrow(BulkInputError);
    expect(() => parseDelimitedText('domain\n"acme.example\nbolt.example')).toThrow(/^Row 2: /);
  });
});

describe('files', () => {
  it('reads a CSV file, without its byte order mark', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('domain;name\nacme.example;Acme\n')]);
    expect(await parseBulkInput(bytes, { name: 'companies.CSV' })).toEqual([
      ['domain', 'name'],
      ['acme.example', 'Acme'],
    ]);
  });

  it.each(['xlsx', 'ods', 'xls'] as const)('reads the first sheet of an .%s workbook as its cells show', async (bookType) => {
    const bytes = workbook(bookType === 'xls' ? 'biff8' : bookType, [
      ['Website', 'Company id'],
      ['acme.example', 42],
      [],
      [' bolt.example ', 7],
    ]);
    const expected = [['Website', 'Company id'], ['acme.example', '42'], [], ['bolt.example', '7']];

    expect(await parseBulkInput(bytes, { name: `companies.${bookType}` })).toEqual(expected);
    // Piped in without a name, the bytes say it is a spreadsheet.
    expect(await parseBulkInput(bytes)).toEqual(expected);
  });

  it('reads piped text without a name as CSV', async () => {
    expect(await parseBulkInput(utf8('acme.example,bolt.example'))).toEqual([['acme.example', 'bolt.example']]);
  });

  it('lets the caller read spreadsheets elsewhere (the browser does it in a worker)', async () => {
    const seen: number[] = [];
    const cells = await parseBulkInput(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
      name: 'a.xlsx',
      parseSpreadsheet: async (bytes) => {
        seen.push(...bytes);
        return [['from the worker']];
      },
    });
    expect([seen, cells]).toEqual([[0x50, 0x4b, 0x03, 0x04], [['from the worker']]]);
  });

  it.each([
    ['a file type it cannot read', { name: 'companies.pdf' }, utf8('%PDF'), /^Cannot read \.pdf files: use \.xlsx, .*\.csv/],
    ['text that is not UTF-8', { name: 'companies.csv' }, new Uint8Array([0x61, 0xe9, 0x62]), /not UTF-8/],
    [
      'a damaged spreadsheet',
      { name: 'companies.xlsx' },
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      /not a spreadsheet that can be read/,
    ],
    [
      'random bytes named .xlsx',
      { name: 'companies.xlsx' },
      new Uint8Array([0x9f, 0x12, 0x61, 0x0a, 0x62, 0x2c]),
      /^This is not an \.xlsx file/,
    ],
    ['text named .ods', { name: 'companies.ods' }, utf8('acme.example\nbolt.example\n'), /^This is not an \.ods file/],
  ])('refuses %s with a clear message', async (_what, options, bytes, message) => {
    const reading = parseBulkInput(bytes, options);
    await expect(reading).rejects.toThrow(BulkInputError);
    await expect(reading).rejects.toThrow(message);
  });
});

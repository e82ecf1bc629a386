import { describe, expect, it } from 'vitest';
import { COMPANY_LOOKUP_COLUMNS } from '../companies/lookup-plan';
import { BulkInputError } from './bulk-input-error';
import { columnValues, findColumn, guessColumns } from './bulk-columns';

const IMPORT_COLUMNS = { domain: ['domain', 'website', 'url'], name: ['company name', 'name'] } as const;

describe('guessing columns from the header', () => {
  it.each([
    ['the exact names', [['Name', 'Domain']], { domain: 1, name: 0 }],
    ['names spelt another way', [['domain_name', 'COMPANY-NAME']], { domain: 0, name: 1 }],
    ['a name among other words', [['Notes', 'Company website', 'Brand name']], { domain: 1, name: 2 }],
    ['an exact name over one among other words', [['Company website', 'URL']], { domain: 1 }],
    ['the most telling alias first', [['URL', 'Website']], { domain: 1 }],
  ])('finds the columns by %s', (_how, cells, columns) => {
    expect(guessColumns(cells, IMPORT_COLUMNS)).toEqual({ headerRow: 0, columns });
  });

  it('takes the first non-blank row as the header', () => {
    expect(guessColumns([[], ['', ''], ['', 'Website']], IMPORT_COLUMNS)).toEqual({ headerRow: 2, columns: { domain: 1 } });
  });

  it.each([
    ['values only', [['acme.example'], ['bolt.example']]],
    [
      'values that contain a header name',
      [
        ['domain.example', 'name@example.com'],
        ['website.example', '42'],
      ],
    ],
    ['nothing', []],
  ])('without a header (%s), reads the first field from the first column', (_what, cells) => {
    expect(guessColumns(cells, IMPORT_COLUMNS)).toEqual({ headerRow: undefined, columns: { domain: 0 } });
  });

  it("finds the lookup column among a spreadsheet's columns", () => {
    expect(guessColumns([['Owner', 'Company id', 'Notes']], COMPANY_LOOKUP_COLUMNS).columns).toEqual({ value: 1 });
  });
});

describe('a column a person names', () => {
  const cells = [
    ['Owner', 'Website'],
    ['ada', 'acme.example'],
  ];

  it.each([
    ['its header', 'website', undefined, { column: 1, headerRow: 0 }],
    ['its header, spelt loosely, even one no field is known by', ' OWNER ', undefined, { column: 0, headerRow: 0 }],
    ['its number from 1, keeping the guessed header', '2', 0, { column: 1, headerRow: 0 }],
    ['its number from 1, in values only', '1', undefined, { column: 0, headerRow: undefined }],
    ['its letter, as a spreadsheet names it, keeping the guessed header', 'b', 0, { column: 1, headerRow: 0 }],
  ])('is found by %s', (_how, choice, guessed, found) => {
    expect(findColumn(cells, choice, guessed)).toEqual(found);
  });

  it('takes a header before the column those letters name', () => {
    expect(
      findColumn(
        [
          ['Name', 'ID'],
          ['Acme', '7'],
        ],
        'id',
        undefined,
      ),
    ).toEqual({ column: 1, headerRow: 0 });
  });

  it.each([
    ['a header there is not', cells, 'domain', 'There is no column "domain": the first row reads "Owner", "Website".'],
    ['a number past the last column', cells, '3', 'There is no column 3: the input has 2 columns.'],
    ['any column of nothing', [], 'domain', 'There is no column "domain": the input is empty.'],
    ['letters past the last column', cells, 'AA', 'There is no column "AA": the first row reads "Owner", "Website".'],
  ])('is refused for %s, saying what there is', (_what, given, choice, message) => {
    expect(() => findColumn(given, choice, undefined)).toThrow(new BulkInputError(message));
  });
});

describe("a column's values", () => {
  it("skips the header and blank cells, keeping each value's row number", () => {
    const cells = [['Owner', 'Website'], ['ada', ' acme.example '], [], ['bob', ''], ['cy', 'bolt.example']];
    expect(columnValues(cells, 1, 0)).toEqual([
      { row: 2, value: 'acme.example' },
      { row: 5, value: 'bolt.example' },
    ]);
    expect(columnValues([['acme.example']], 0, undefined)).toEqual([{ row: 1, value: 'acme.example' }]);
  });
});

// eslint-disable-next-line no-restricted-imports -- the fixtures are files on disk, and tests run in Node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { COMPANY_IMPORT_COLUMNS, companyImportInputs } from '../companies/import-plan';
import { guessJourneyImportColumns, journeyImportInputs } from '../journeys/import-plan';
import { guessColumns } from './bulk-columns';
import { parseBulkInput } from './parse-bulk-input';
import { parseDelimitedText } from './parse-delimited-text';

// Files saved by LibreOffice Calc (see fixtures/README.md), read as a person's file reaches the parsers.

const fixture = async (name: string) => new Uint8Array(await readFile(new URL(`./fixtures/${name}`, import.meta.url)));

const WORKBOOKS = ['xlsx', 'ods', 'xls'] as const;

/**
 * The company sheet as it reads; its blank row differs between a workbook and text, and so do its
 * dates: a workbook's date cells read as their days, text as the sheet showed them when saved.
 */
const companyCells = (blankRow: string[], dates: readonly [string, string]) => [
  ['Domain', 'Company name', 'Added on', 'Notes'],
  // Saved with spaces around the domain and the name.
  ['acme-outfitters.example', 'Acme Outfitters', '2026-06-01', 'spaces around the domain and the name'],
  // The name is merged over this row and the next; dates in the sheet's own formats.
  ['northwind.example', 'Northwind Traders', dates[0], 'one name merged over two rows'],
  ['northwind-shop.example', '', dates[1], 'under the merged name'],
  blankRow,
  // The domain is a formula over the name; its saved result is read.
  ['fresh-brand.example', 'Fresh Brand', '2026-06-04', 'the domain is a formula; made from the name'],
  ['', 'Café Société', '', 'no domain: the name is looked up'],
];

/** What the company import looks up from that sheet: the blank row left out, the merge's second row without a name. */
const COMPANY_ROWS = [
  { row: 2, value: 'acme-outfitters.example', name: 'Acme Outfitters' },
  { row: 3, value: 'northwind.example', name: 'Northwind Traders' },
  { row: 4, value: 'northwind-shop.example', name: null },
  { row: 6, value: 'fresh-brand.example', name: 'Fresh Brand' },
  { row: 7, value: 'Café Société', name: 'Café Société' },
];

/** The rows the company import reads from the cells, under the columns guessed from the header. */
function companyImport(cells: string[][]) {
  const { headerRow, columns } = guessColumns(cells, COMPANY_IMPORT_COLUMNS);
  return { headerRow, columns, ...companyImportInputs(cells, columns, headerRow) };
}

describe('a company sheet saved by a spreadsheet application', () => {
  it.each(WORKBOOKS)('reads the .%s as its first sheet shows, and never the second sheet', async (extension) => {
    const bytes = await fixture(`companies.${extension}`);

    const cells = await parseBulkInput(bytes, { name: `companies.${extension}` });

    expect(cells).toEqual(companyCells([], ['2026-06-02', '2026-06-03']));
    // Piped in without a name (trackctl's stdin), the bytes say it is a spreadsheet.
    expect(await parseBulkInput(bytes)).toEqual(cells);
  });

  it.each(WORKBOOKS)('guesses the header of the .%s and gives the import each row to look up', async (extension) => {
    const cells = await parseBulkInput(await fixture(`companies.${extension}`), { name: `companies.${extension}` });

    expect(companyImport(cells)).toEqual({ headerRow: 0, columns: { domain: 0, name: 1 }, inputs: COMPANY_ROWS, skipped: [] });
  });
});

describe('the company sheet as text', () => {
  it('reads a CSV file saved with semicolons and a byte order mark: the mark dropped, a quoted semicolon kept in its cell', async () => {
    const bytes = await fixture('companies-semicolons-bom.csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const cells = await parseBulkInput(bytes, { name: 'companies-semicolons-bom.csv' });

    expect(cells).toEqual(companyCells(['', '', '', ''], ['06/02/26', 'June 3, 2026']));
    expect(companyImport(cells)).toEqual({ headerRow: 0, columns: { domain: 0, name: 1 }, inputs: COMPANY_ROWS, skipped: [] });
  });

  it('reads rows copied from the sheet and pasted, separated by tabs', async () => {
    const text = new TextDecoder().decode(await fixture('companies-pasted.txt'));

    const cells = parseDelimitedText(text);

    expect(cells).toEqual(companyCells(['', '', '', ''], ['06/02/26', 'June 3, 2026']));
    expect(companyImport(cells).inputs).toEqual(COMPANY_ROWS);
  });
});

describe('a journey sheet whose days are date cells', () => {
  it.each(WORKBOOKS)('reads the date cells of the .%s as their days, whatever format shows them', async (extension) => {
    const cells = await parseBulkInput(await fixture(`journeys.${extension}`), { name: `journeys.${extension}` });

    // Shown as 2026-06-01, 06/01/26, 6/1/2026 and June 1, 2026 in the sheet.
    expect(cells).toEqual([
      ['company_id', 'journey_type', 'start_date', 'end_date'],
      ['1', 'email_subscriber', '2026-06-01', '2026-06-22'],
      ['2', 'Cart abandoner', '2026-06-01', '2026-06-15'],
      ['3', 'purchaser', '2026-06-01', '2026-06-22'],
      ['', 'custom', '2026-06-01', '2026-06-22'],
      ['5', 'purchaser', '2026-06-01', '2026-06-22'],
    ]);
  });

  it.each(WORKBOOKS)('turns the rows of the .%s into journeys to create, saying which rows it skips and why', async (extension) => {
    const cells = await parseBulkInput(await fixture(`journeys.${extension}`), { name: `journeys.${extension}` });

    const { headerRow, columns } = guessJourneyImportColumns(cells);
    const { inputs, skipped } = journeyImportInputs(cells, columns, headerRow);

    expect({ headerRow, columns }).toEqual({ headerRow: 0, columns: { company_id: 0, journey_type: 1, start_date: 2, end_date: 3 } });
    expect(inputs).toEqual([
      { row: 2, journey: { company_id: 1, journey_type: 'email_subscriber', start_date: '2026-06-01', end_date: '2026-06-22' } },
      { row: 3, journey: { company_id: 2, journey_type: 'cart_abandoner', start_date: '2026-06-01', end_date: '2026-06-15' } },
      { row: 4, journey: { company_id: 3, journey_type: 'purchaser', start_date: '2026-06-01', end_date: '2026-06-22' } },
      // Shown in words, but a date cell: its day is known.
      { row: 6, journey: { company_id: 5, journey_type: 'purchaser', start_date: '2026-06-01', end_date: '2026-06-22' } },
    ]);
    expect(skipped).toEqual([{ row: 5, reason: 'No company_id' }]);
  });
});

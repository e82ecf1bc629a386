import { describe, expect, it } from 'vitest';
import { BulkInputError } from './bulk-input-error';
import {
  BULK_MAX_CELL_CHARS,
  BULK_MAX_CELLS,
  BULK_MAX_INPUT_BYTES,
  BULK_MAX_ROWS,
  BULK_MAX_UNPACKED_BYTES,
  columnLetters,
} from './bulk-limits';
import { parseBulkInput } from './parse-bulk-input';
import { parseDelimitedText } from './parse-delimited-text';
import { parseSpreadsheet } from './parse-spreadsheet';
import { sheetOf, withPart, workbookBytes } from './test-workbooks';

const ROWS_MESSAGE = 'Row 50,001 holds data, but an import is limited to 50,000 rows: split the file.';

/** Expects the reading to be refused with exactly this message. */
async function refused(reading: Promise<unknown> | (() => unknown), message: string | RegExp) {
  const attempt = typeof reading === 'function' ? Promise.resolve().then(reading) : reading;
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BulkInputError);
  if (typeof message === 'string') expect((error as Error).message).toBe(message);
  else expect((error as Error).message).toMatch(message);
}

describe('the limits', () => {
  it('are those an import of tens of thousands of brands needs, and no more', () => {
    expect([BULK_MAX_ROWS, BULK_MAX_CELLS, BULK_MAX_CELL_CHARS, BULK_MAX_INPUT_BYTES, BULK_MAX_UNPACKED_BYTES]).toEqual([
      50_000,
      2_000_000,
      10_000,
      20 * 1024 * 1024,
      50 * 1024 * 1024,
    ]);
    expect([0, 2, 25, 26, 701, 16_383].map(columnLetters)).toEqual(['A', 'C', 'Z', 'AA', 'ZZ', 'XFD']);
  });
});

// These build inputs of millions of cells; on a busy 2-core machine that takes more than vitest's
// default 5 s, so each gets a budget fit for the work (no timing is asserted).
const HEAVY = { timeout: 60_000 };

describe('pasted text and CSV past a limit', HEAVY, () => {
  it('reads 50,000 rows, leaving out the blank lines after them', () => {
    const cells = parseDelimitedText(`domain\n${'acme.example\n'.repeat(BULK_MAX_ROWS - 1)}\n\n\n`);

    expect(cells).toHaveLength(BULK_MAX_ROWS);
    expect(cells.at(-1)).toEqual(['acme.example']);
  });

  it('refuses a value on row 50,001, saying to split the file', async () => {
    await refused(() => parseDelimitedText(`domain\n${'acme.example\n'.repeat(BULK_MAX_ROWS)}`), ROWS_MESSAGE);
  });

  it('refuses a million lines at the first past the limit, whatever follows', async () => {
    await refused(() => parseDelimitedText('a\n'.repeat(1_000_000)), ROWS_MESSAGE);
  });

  it('refuses a cell of more than 10,000 characters, naming its row and column', async () => {
    const text = `domain,notes\nacme.example,short\nbolt.example,${'x'.repeat(BULK_MAX_CELL_CHARS + 1)}\n`;

    await refused(
      () => parseDelimitedText(text),
      'A cell of more than 10,000 characters at row 3, column 2 (B): an import reads cells of up to 10,000 characters.',
    );
    expect(parseDelimitedText(`domain,notes\nbolt.example,${'x'.repeat(BULK_MAX_CELL_CHARS)}`)[1]?.[1]).toHaveLength(BULK_MAX_CELL_CHARS);
  });

  it('refuses a 10 MB cell with the same message, in a file small enough to read', async () => {
    const bytes = new TextEncoder().encode(`domain\n"${'x'.repeat(10 * 1024 * 1024)}"\n`);

    await refused(parseBulkInput(bytes, { name: 'brands.csv' }), /^A cell of more than 10,000 characters at row 2, column 1 \(A\)/);
  });

  it('refuses more than 2,000,000 cells', async () => {
    await refused(
      () => parseDelimitedText(`${','.repeat(BULK_MAX_CELLS)}\n`),
      /^The input passes 2,000,000 cells by row 1 .*: remove the columns it does not need, or split the file\.$/,
    );
  });

  it('refuses input over 20 MB before reading any of it', async () => {
    const bytes = new Uint8Array(BULK_MAX_INPUT_BYTES + 1);

    await refused(parseBulkInput(bytes, { name: 'brands.csv' }), 'The input is 20.1 MB; an import reads at most 20 MB: split it.');
    await refused(parseBulkInput(bytes, { name: 'brands.xlsx' }), 'The input is 20.1 MB; an import reads at most 20 MB: split it.');
    await refused(() => parseDelimitedText('a'.repeat(BULK_MAX_INPUT_BYTES + 1)), /^The input is 20\.1 MB/);
  });
});

describe('hostile spreadsheets', HEAVY, () => {
  it('refuses a value on row 50,001', async () => {
    const sheet = sheetOf([['Website'], ['acme.example']]);
    sheet.A50001 = { t: 's', v: 'late.example' };
    sheet['!ref'] = 'A1:A50001';

    await refused(parseSpreadsheet(workbookBytes(sheet)), ROWS_MESSAGE);
  });

  it('refuses a cell of more than 10,000 characters, naming its row and column letter', async () => {
    const sheet = sheetOf([
      ['Website', 'Name', 'Notes'],
      ['acme.example', 'Acme', 'x'.repeat(BULK_MAX_CELL_CHARS + 1)],
    ]);

    await refused(
      parseSpreadsheet(workbookBytes(sheet)),
      'A cell of more than 10,000 characters at row 2, column 3 (C): an import reads cells of up to 10,000 characters.',
    );
  });

  it('refuses values far to the right that would make millions of blank cells', async () => {
    const sheet = sheetOf([['Website']]);
    for (let row = 1; row <= 200; row += 1) sheet[`XFD${row}`] = { t: 's', v: 'far' };
    sheet['!ref'] = 'A1:XFD200';

    await refused(parseSpreadsheet(workbookBytes(sheet)), /^The input passes 2,000,000 cells by row 123 /);
  });

  it('reads the two cells of a sheet that declares a million rows of 16,384 columns', async () => {
    const bytes = withPart(workbookBytes(sheetOf([['Website'], ['acme.example']])), 'xl/worksheets/sheet1.xml', (xml) =>
      xml!.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>'),
    );

    expect(await parseSpreadsheet(bytes)).toEqual([['Website'], ['acme.example']]);
  });

  it('refuses a zip bomb before unpacking it, whatever size its parts declare', async () => {
    const bomb = withPart(
      workbookBytes(sheetOf([['Website'], ['acme.example']])),
      'xl/media/image1.png',
      () => new Uint8Array(BULK_MAX_UNPACKED_BYTES + 1),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The part claims to unpack to 10 bytes; what it unpacks to is counted, not what it says.
    const lying = lieAboutSizes(bomb);

    for (const bytes of [bomb, lying]) {
      await refused(
        parseSpreadsheet(bytes),
        /^The spreadsheet unpacks to more than 50 MB, the most an import reads .*: save the sheet alone as CSV, or split it\.$/,
      );
    }
  });

  it('reads a spreadsheet with a part just under the unpacked limit', async () => {
    const bytes = withPart(
      workbookBytes(sheetOf([['Website'], ['acme.example']])),
      'xl/media/image1.png',
      () => new Uint8Array(BULK_MAX_UNPACKED_BYTES - 64 * 1024),
    );

    expect(await parseSpreadsheet(bytes)).toEqual([['Website'], ['acme.example']]);
  });

  it('refuses an OpenDocument sheet whose few bytes repeat one cell billions of times', async () => {
    const bytes = withPart(workbookBytes(sheetOf([['Website'], ['acme.example']]), 'ods'), 'content.xml', (xml) =>
      xml!
        .replace(/<table:table-row>/, '<table:table-row table:number-rows-repeated="1e6">')
        .replace(
          /<table:table-cell office:value-type="string"/,
          '<table:table-cell table:number-columns-repeated="16384" office:value-type="string"',
        ),
    );
    expect(bytes.length).toBeLessThan(10_000);

    await refused(parseSpreadsheet(bytes), /^The input passes 2,000,000 cells by row 1 /);
  });

  it('reads an OpenDocument sheet ending in a million empty repeated rows, as LibreOffice saves one', async () => {
    const bytes = withPart(workbookBytes(sheetOf([['Website'], ['acme.example']]), 'ods'), 'content.xml', (xml) =>
      xml!.replace(
        /<\/table:table>/,
        '<table:table-row table:number-rows-repeated="1048574"><table:table-cell table:number-columns-repeated="1024"/></table:table-row></table:table>',
      ),
    );

    expect(await parseSpreadsheet(bytes)).toEqual([['Website'], ['acme.example']]);
  });
});

/** The zip with every size its headers and directory declare set to 10 bytes. */
function lieAboutSizes(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 <= copy.length; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, 10, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, 10, true);
  }
  return copy;
}

import { describe, expect, it } from 'vitest';
import { journeyImportInputs } from '../journeys/import-plan';
import { parseDelimitedText } from './parse-delimited-text';
import { parseSpreadsheet } from './parse-spreadsheet';
import { sheetOf, workbookBytes } from './test-workbooks';

describe('a spreadsheet as a person made it', () => {
  it('reads a merged cell in its top-left cell, leaving the cells it covers blank and every column in its place', async () => {
    const sheet = sheetOf([
      ['June journeys'],
      ['Company id', 'Type', 'Start date', 'End date'],
      [7, 'cart_abandoner', '2026-06-01', '2026-06-22'],
      [null, 'purchaser', '2026-06-01', '2026-06-22'],
      [8, 'custom', '2026-06-01', '2026-06-22'],
    ]);
    sheet['!merges'] = [
      { s: { r: 0, c: 0 }, e: { r: 0, c: 3 } },
      { s: { r: 2, c: 0 }, e: { r: 3, c: 0 } },
    ];

    expect(await parseSpreadsheet(workbookBytes(sheet))).toEqual([
      ['June journeys'],
      ['Company id', 'Type', 'Start date', 'End date'],
      ['7', 'cart_abandoner', '2026-06-01', '2026-06-22'],
      ['', 'purchaser', '2026-06-01', '2026-06-22'],
      ['8', 'custom', '2026-06-01', '2026-06-22'],
    ]);
  });

  it("reads a formula's last result, as the sheet shows it, and a formula never calculated as blank", async () => {
    const sheet = sheetOf([['Website', 'Company id', 'Notes']]);
    sheet.A2 = { t: 's', v: 'acme.example', f: 'LOWER("ACME.example")' };
    sheet.B2 = { t: 'n', v: 42, f: '40+2' };
    sheet.C2 = { t: 'n', f: 'B2*2' };
    sheet['!ref'] = 'A1:C2';

    expect(await parseSpreadsheet(workbookBytes(sheet))).toEqual([
      ['Website', 'Company id', 'Notes'],
      ['acme.example', '42'],
    ]);
  });

  it('reads date cells as their days, a day-first format included, which the journey import then reads', async () => {
    // 46174 is 1 June 2026 in a spreadsheet's day count; as text, 01/06/2026 could be 6 January.
    const sheet = sheetOf([['Company id', 'Type', 'Start date', 'End date', 'Noted at']]);
    sheet.A2 = { t: 'n', v: 7 };
    sheet.B2 = { t: 's', v: 'cart_abandoner' };
    sheet.C2 = { t: 'n', v: 46174, z: 'dd/mm/yyyy' };
    sheet.D2 = { t: 'n', v: 46195, z: 'm/d/yy' };
    // A time of day is more than a day: shown as the sheet formats it.
    sheet.E2 = { t: 'n', v: 46174.5, z: 'yyyy-mm-dd hh:mm' };
    sheet['!ref'] = 'A1:E2';

    const cells = await parseSpreadsheet(workbookBytes(sheet));

    expect(cells[1]).toEqual(['7', 'cart_abandoner', '2026-06-01', '2026-06-22', '2026-06-01 12:00']);
    expect(journeyImportInputs(cells, { company_id: 0, journey_type: 1, start_date: 2, end_date: 3 }, 0).inputs).toEqual([
      { row: 2, journey: { company_id: 7, journey_type: 'cart_abandoner', start_date: '2026-06-01', end_date: '2026-06-22' } },
    ]);
  });

  it('leaves out blank rows at the end of the sheet but keeps those between rows', async () => {
    const sheet = sheetOf([['Website'], ['acme.example'], [''], ['bolt.example'], [''], ['   ']]);

    expect(await parseSpreadsheet(workbookBytes(sheet))).toEqual([['Website'], ['acme.example'], [], ['bolt.example']]);
  });
});

describe('10,000 rows', { timeout: 60_000 }, () => {
  const rows = [['Website', 'Name'], ...Array.from({ length: 10_000 }, (_, i) => [`brand${i + 1}.example`, `Brand ${i + 1}`])];

  it('reads every row of a spreadsheet, in order', async () => {
    const cells = await parseSpreadsheet(workbookBytes(sheetOf(rows)));

    expect(cells).toHaveLength(10_001);
    expect(cells[1]).toEqual(['brand1.example', 'Brand 1']);
    expect(cells[10_000]).toEqual(['brand10000.example', 'Brand 10000']);
    expect(cells).toEqual(rows);
  });

  it('reads every row of a CSV file, in order', () => {
    const cells = parseDelimitedText(`${rows.map((row) => row.join(',')).join('\r\n')}\r\n`);

    expect(cells).toEqual(rows);
  });
});

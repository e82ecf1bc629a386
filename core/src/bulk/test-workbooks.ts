import * as XLSX from 'xlsx';

// Spreadsheet files for the parsers' tests, written by SheetJS as a spreadsheet application would
// save them, and hostile ones made from them by changing a part of the zip. For tests only.

/** A workbook whose first sheet is `sheet` (a second one, which the parsers must ignore, follows), as the bytes of a file. */
export function workbookBytes(sheet: XLSX.WorkSheet, bookType: XLSX.BookType = 'xlsx'): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Companies');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['ignored']]), 'Notes');
  return new Uint8Array(XLSX.write(book, { bookType, type: 'array', compression: true }) as ArrayBuffer);
}

/** A sheet of these rows (strings, numbers, or cell objects such as `{ t: 'n', v: 3, f: 'A1+1' }`). */
export function sheetOf(rows: unknown[][]): XLSX.WorkSheet {
  return XLSX.utils.aoa_to_sheet(rows);
}

/** The zip with one part changed (or added): `change` gets the part's text, if it has one, and returns the new content. */
export function withPart(bytes: Uint8Array, path: string, change: (text: string | undefined) => string | Uint8Array): Uint8Array {
  const zip = XLSX.CFB.read(bytes, { type: 'array' });
  const index = zip.FullPaths.findIndex((full: string) => full.endsWith(`/${path}`));
  const entry = index === -1 ? undefined : zip.FileIndex[index];
  const content = change(entry?.content ? new TextDecoder().decode(entry.content as Uint8Array) : undefined);
  const data = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  if (entry) {
    entry.content = data;
    entry.size = data.length;
  } else {
    XLSX.CFB.utils.cfb_add(zip, path, data);
  }
  return new Uint8Array(XLSX.CFB.write(zip, { type: 'array', fileType: 'zip', compression: true }) as ArrayBuffer);
}

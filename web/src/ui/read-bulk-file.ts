import { parseBulkInput } from '@tracker/core';
import { parseSpreadsheetInWorker } from './parse-spreadsheet-in-worker';

/** The cells of a file a person opened: CSV or text here, a spreadsheet in a Web Worker. */
export async function readBulkFile(file: File): Promise<string[][]> {
  return parseBulkInput(new Uint8Array(await file.arrayBuffer()), { name: file.name, parseSpreadsheet: parseSpreadsheetInWorker });
}

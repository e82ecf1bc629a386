import { BulkInputError, parseSpreadsheet } from '@tracker/core';
import type { SpreadsheetWorkerAnswer } from './spreadsheet-worker';

/**
 * Reads a spreadsheet in a Web Worker, so that SheetJS (large) neither loads with the app nor
 * blocks the page while a big workbook is read. Where there are no workers (tests), it reads here.
 */
export function parseSpreadsheetInWorker(bytes: Uint8Array): Promise<string[][]> {
  if (typeof Worker === 'undefined') return parseSpreadsheet(bytes);
  const worker = new Worker(new URL('./spreadsheet-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<string[][]>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<SpreadsheetWorkerAnswer>) => {
      if ('cells' in event.data) resolve(event.data.cells);
      else reject(new BulkInputError(event.data.error));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The spreadsheet could not be read.'));
    worker.postMessage(bytes, [bytes.buffer]);
  }).finally(() => worker.terminate());
}

import { parseSpreadsheet } from '@tracker/core';

/** What the worker sends back: the cells, or why the spreadsheet could not be read. */
export type SpreadsheetWorkerAnswer = { cells: string[][] } | { error: string };

self.onmessage = async (event: MessageEvent<Uint8Array>) => {
  let answer: SpreadsheetWorkerAnswer;
  try {
    answer = { cells: await parseSpreadsheet(event.data) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};

import { parseBulkInput } from '@tracker/core';

/** A file for a bulk read worker: its bytes, and its name, whose extension says how to read it. */
export type BulkFileRequest = { bytes: Uint8Array; name: string };

/** What the worker sends back: the cells and what the screen makes of them, or why the file could not be read. */
export type BulkFileAnswer<P> = { cells: string[][]; prepared: P } | { error: string };

/**
 * Makes this Web Worker read bulk files: each is parsed (CSV or a spreadsheet) and `prepare` turns
 * its cells into what the screen shows, its rows. Both cost far more than a frame at 10,000 rows,
 * so they run here, off the page's main thread.
 */
export function serveBulkFiles<P>(prepare: (cells: string[][]) => P): void {
  self.onmessage = async ({ data }: MessageEvent<BulkFileRequest>) => {
    let answer: BulkFileAnswer<P>;
    try {
      const cells = await parseBulkInput(data.bytes, { name: data.name });
      answer = { cells, prepared: prepare(cells) };
    } catch (error) {
      answer = { error: error instanceof Error ? error.message : String(error) };
    }
    self.postMessage(answer);
  };
}

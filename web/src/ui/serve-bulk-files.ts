import { parseBulkInput, parseDelimitedText } from '@tracker/core/bulk';

/**
 * What a bulk read worker is given: a file's bytes and its name, whose extension says how to read
 * it, or text pasted into the screen.
 */
export type BulkReadRequest = { bytes: Uint8Array; name: string } | { text: string };

/** What the worker sends back: the cells and what the screen makes of them, or why the input could not be read. */
export type BulkFileAnswer<P> = { cells: string[][]; prepared: P } | { error: string };

/** Reads a request's cells (CSV, a spreadsheet or pasted text) and prepares them, or says why it cannot. */
export async function answerBulkRead<P>(request: BulkReadRequest, prepare: (cells: string[][]) => P): Promise<BulkFileAnswer<P>> {
  try {
    // Pasted text is read as text, so its limits are counted and worded as they always were.
    const cells = 'text' in request ? parseDelimitedText(request.text) : await parseBulkInput(request.bytes, { name: request.name });
    return { cells, prepared: prepare(cells) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Makes this Web Worker read bulk input: each file or pasted text is parsed and `prepare` turns its
 * cells into what the screen shows, its rows. Both cost far more than a frame at 10,000 rows, so
 * they run here, off the page's main thread.
 */
export function serveBulkFiles<P>(prepare: (cells: string[][]) => P): void {
  self.onmessage = async ({ data }: MessageEvent<BulkReadRequest>) => {
    self.postMessage(await answerBulkRead(data, prepare));
  };
}

import { BulkInputError, parseBulkInput } from '@tracker/core';
import type { BulkFileAnswer, BulkFileRequest } from './serve-bulk-files';

/** A file's cells and what the screen made of them. */
type PreparedFile<P> = { cells: string[][]; prepared: P };

type Preparing<P> = {
  /** Starts the screen's worker, an entry that calls `serveBulkFiles(prepare)`. */
  openWorker: () => Worker;
  /** The same as the worker's, for where there are no workers (tests). */
  prepare: (cells: string[][]) => P;
};

/**
 * The cells of a file a person opened, and what the screen makes of them, both worked out in a Web
 * Worker: parsing 10,000 rows and reading them into inputs would each hold the page for longer
 * than a frame, and SheetJS (large) need not load with the app. Where there are no workers
 * (tests), they run here.
 */
export async function readPreparedFile<P>(file: File, { openWorker, prepare }: Preparing<P>): Promise<PreparedFile<P>> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (typeof Worker === 'undefined') {
    const cells = await parseBulkInput(bytes, { name: file.name });
    return { cells, prepared: prepare(cells) };
  }
  const worker = openWorker();
  return new Promise<PreparedFile<P>>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<BulkFileAnswer<P>>) => {
      if ('cells' in event.data) resolve(event.data);
      else reject(new BulkInputError(event.data.error));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The file could not be read.'));
    const request: BulkFileRequest = { bytes, name: file.name };
    worker.postMessage(request, [bytes.buffer]);
  }).finally(() => worker.terminate());
}

/** The cells of a file a person opened, read in a Web Worker. */
export async function readBulkFile(file: File): Promise<string[][]> {
  const read = await readPreparedFile(file, {
    openWorker: () => new Worker(new URL('./bulk-file-worker.ts', import.meta.url), { type: 'module' }),
    prepare: () => null,
  });
  return read.cells;
}

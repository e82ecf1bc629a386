import { BulkInputError } from '@tracker/core/bulk';
import { answerBulkRead, type BulkFileAnswer, type BulkReadRequest } from './serve-bulk-files';

/** The cells read and what the screen made of them. */
type PreparedInput<P> = { cells: string[][]; prepared: P };

type Preparing<P> = {
  /** Starts the screen's worker, an entry that calls `serveBulkFiles(prepare)`. */
  openWorker: () => Worker;
  /** The same as the worker's, for where there are no workers (tests). */
  prepare: (cells: string[][]) => P;
};

/** Rows a person gave a bulk screen: a file opened, or text pasted. */
export type BulkInput = File | string;

/**
 * The cells of a file a person opened or of text they pasted, and what the screen makes of them,
 * both worked out in a Web Worker: parsing 10,000 rows and reading them into inputs would each hold
 * the page for longer than a frame, and SheetJS (large) need not load with the app. Where there are
 * no workers (tests), the worker's own code runs here.
 */
export async function readPreparedInput<P>(input: BulkInput, { openWorker, prepare }: Preparing<P>): Promise<PreparedInput<P>> {
  const request: BulkReadRequest =
    typeof input === 'string' ? { text: input } : { bytes: new Uint8Array(await input.arrayBuffer()), name: input.name };
  const answer = typeof Worker === 'undefined' ? await answerBulkRead(request, prepare) : await answerInWorker<P>(openWorker(), request);
  if ('error' in answer) throw new BulkInputError(answer.error);
  return answer;
}

/** The worker's answer to one request; the worker is ended with it. */
function answerInWorker<P>(worker: Worker, request: BulkReadRequest): Promise<BulkFileAnswer<P>> {
  return new Promise<BulkFileAnswer<P>>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<BulkFileAnswer<P>>) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message || 'The rows could not be read.'));
    // A file's bytes move to the worker rather than being copied; text is copied, as strings are.
    worker.postMessage(request, 'bytes' in request ? [request.bytes.buffer] : []);
  }).finally(() => worker.terminate());
}

/** The cells of a file a person opened, read in a Web Worker. */
export async function readBulkFile(file: File): Promise<string[][]> {
  const read = await readPreparedInput(file, {
    openWorker: () => new Worker(new URL('./bulk-file-worker.ts', import.meta.url), { type: 'module' }),
    prepare: () => null,
  });
  return read.cells;
}

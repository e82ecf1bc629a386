import { readPreparedInput, type BulkInput } from '../ui/read-bulk-file';
import { readJourneySheet, type JourneySheet } from './journey-sheet';

/**
 * A file opened or text pasted, parsed and read in a Web Worker: at 10,000 rows either step is
 * longer than a frame. Kept apart from journey-sheet.ts, which the worker imports, so it does not
 * bundle itself.
 */
export async function openJourneySheet(input: BulkInput): Promise<JourneySheet> {
  const { cells, prepared } = await readPreparedInput(input, {
    openWorker: () => new Worker(new URL('./journey-sheet-worker.ts', import.meta.url), { type: 'module' }),
    prepare: readJourneySheet,
  });
  return { cells, ...prepared };
}

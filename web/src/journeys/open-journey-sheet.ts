import { readPreparedFile } from '../ui/read-bulk-file';
import { readJourneySheet, type JourneySheet } from './journey-sheet';

/**
 * A file opened, parsed and read in a Web Worker: at 10,000 rows either step is longer than a
 * frame. Kept apart from journey-sheet.ts, which the worker imports, so it does not bundle itself.
 */
export async function openJourneySheet(file: File): Promise<JourneySheet> {
  const { cells, prepared } = await readPreparedFile(file, {
    openWorker: () => new Worker(new URL('./journey-sheet-worker.ts', import.meta.url), { type: 'module' }),
    prepare: readJourneySheet,
  });
  return { cells, ...prepared };
}

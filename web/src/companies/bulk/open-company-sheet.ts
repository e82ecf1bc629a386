import { readPreparedInput, type BulkInput } from '../../ui/read-bulk-file';
import { readCompanySheet, type ImportSheet } from './company-sheet';

/**
 * A file opened or text pasted, parsed and read in a Web Worker: at 10,000 rows either step is
 * longer than a frame. Kept apart from company-sheet.ts, which the worker imports, so it does not
 * bundle itself.
 */
export async function openCompanySheet(input: BulkInput): Promise<ImportSheet> {
  const { cells, prepared } = await readPreparedInput(input, {
    openWorker: () => new Worker(new URL('./company-sheet-worker.ts', import.meta.url), { type: 'module' }),
    prepare: readCompanySheet,
  });
  return { cells, ...prepared };
}

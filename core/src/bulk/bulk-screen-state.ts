/** A bulk import screen's states (spec section 4): nothing read, rows read, work running, work done. */
export const BULK_SCREEN_STATES = ['empty', 'parsed', 'processing', 'processed'] as const;
export type BulkScreenState = (typeof BULK_SCREEN_STATES)[number];

/** Where an import screen stands: `empty` until rows are read, `processing` while a run is going, `processed` once one has ended. */
export function bulkScreenState(screen: { rows: number; running: boolean; ran: boolean }): BulkScreenState {
  if (screen.running) return 'processing';
  if (screen.rows === 0) return 'empty';
  return screen.ran ? 'processed' : 'parsed';
}

import type { CompanyImportRowState, CompanyImportStateFilter } from '@tracker/core/companies';
import type { JourneyHealth } from '@tracker/core/journeys';

/** How each state of a company row reads in the preview (spec section 4). */
export const ROW_STATE_LABELS: Record<CompanyImportRowState, string> = {
  pending: 'Not looked up',
  looking_up: 'Looking up…',
  new: 'New',
  found: 'Found',
  invalid: 'Invalid',
  merged: 'Merged',
  inactive: 'Inactive',
  not_found: 'Not found',
  queued: 'Queued',
  updating: 'Updating…',
  created: 'Created',
  updated: 'Updated',
  failed: 'Failed',
};

/** Rows that ended without being imported: to fix and import again. */
export const NOT_DONE: ReadonlySet<CompanyImportRowState> = new Set<CompanyImportRowState>([
  'not_found',
  'invalid',
  'merged',
  'inactive',
  'failed',
]);

export const STATE_FILTER_LABELS: Record<CompanyImportStateFilter, string> = { all: 'All', good_fit: 'Good fit', new: 'New' };

export const HEALTH_LABELS: Record<JourneyHealth, string> = { expired: 'Expired', dormant: 'Dormant', new: 'New' };

/** `1 company`, `3 companies`. */
export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

import type { PageWindow } from './page-window';

/**
 * One page of a list's rows, in the list's order, and how many rows the whole list holds, counted
 * up to `cap` (TOTAL_COUNT_CAP when not given), or, with `estimated`, the planner's estimate of a
 * total past the cap (see estimatedCount).
 */
export type PageRows<Row> = { rows: Row[]; total: number; cap?: number; estimated?: boolean };

/**
 * Reads one page of a list. A repository answers it, so how the total is counted (see countRows)
 * stays the repository's choice and changes without touching services or routes.
 */
export type PageQuery<Row> = (window: PageWindow) => Promise<PageRows<Row>>;

import { TOTAL_COUNT_CAP, type PageMeta } from '@tracker/core';
import type { PageRequest } from './page-window';

/**
 * The `meta` of every list document: the page asked for, its size, how many rows match and how many
 * pages they fill. `total` comes from countRows and `found` is how many rows the page itself holds.
 * Past the cap the count stopped at (TOTAL_COUNT_CAP unless the list counts less far) the total is a
 * lower bound (`capped`): at least the cap and at least what this page reached, and a full page
 * promises a next one; a page past the end, finding nothing, claims no more than the cap.
 * With `estimated`, `total` is the planner's estimate (see estimatedCount), shown as such unless the
 * page itself finds where the list ends.
 */
export function pageMeta({ page, size }: PageRequest, total: number, found: number, cap = TOTAL_COUNT_CAP, estimated = false): PageMeta {
  if (estimated) return estimatedMeta({ page, size }, total, found);
  if (total <= cap) return { page, size, total, pages: Math.ceil(total / size) };
  // A page past the end says nothing of where the end is: only the cap is known to be reached.
  if (found === 0) return { page, size, total: cap, pages: Math.ceil(cap / size), capped: true };
  const reached = Math.max(cap, (page - 1) * size + found);
  return { page, size, total: reached, pages: Math.max(Math.ceil(reached / size), found === size ? page + 1 : page), capped: true };
}

/**
 * An estimate may be off either way: a page that is not full (or a first page that is empty) knows
 * the exact total, a full one at least what it reached and a next page, and a page past the end
 * knows nothing better than the estimate.
 */
function estimatedMeta({ page, size }: PageRequest, estimate: number, found: number): PageMeta {
  const reached = found > 0 ? (page - 1) * size + found : 0;
  if (found < size && (found > 0 || page === 1)) return { page, size, total: reached, pages: Math.ceil(reached / size) };
  const total = Math.max(estimate, reached);
  return { page, size, total, pages: Math.max(Math.ceil(total / size), found === size ? page + 1 : 0), capped: true, estimated: true };
}

import type { PageMeta } from '@tracker/core';
import { formatCount, plural } from './count';

/**
 * The line under a table: `page 1 of 12 (290 companies)`, `page 1 of 400+ (10,000+ companies)` past
 * the server's count cap, or that nothing matched.
 */
export function pageFooter(meta: PageMeta, noun: { one: string; many: string }): string {
  if (meta.total === 0) return `No ${noun.many} match.`;
  if (meta.capped) return `page ${formatCount(meta.page)} of ${formatCount(meta.pages)}+ (${formatCount(meta.total)}+ ${noun.many})`;
  return `page ${formatCount(meta.page)} of ${formatCount(meta.pages)} (${plural(meta.total, noun.one, noun.many)})`;
}

import type { PageMeta } from '@tracker/core';
import { formatCount, plural } from './count';

/** The line under a table: `page 1 of 12 (290 companies)`, or that nothing matched. */
export function pageFooter(meta: PageMeta, noun: { one: string; many: string }): string {
  if (meta.total === 0) return `No ${noun.many} match.`;
  return `page ${formatCount(meta.page)} of ${formatCount(meta.pages)} (${plural(meta.total, noun.one, noun.many)})`;
}

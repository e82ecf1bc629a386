import { pageTotalText, type PageMeta } from '@tracker/core';
import { formatCount, plural } from './count';

/**
 * The line under a table: `page 1 of 12 (290 companies)`, `page 1 of 400+ (10,000+ companies)` past
 * the server's count cap, `page 1 of about 1,900 (about 48,000 registrations)` when the server
 * estimated them, `page 402 is past the last page (...)` beyond the end, or that nothing matched.
 */
export function pageFooter(meta: PageMeta, noun: { one: string; many: string }): string {
  if (meta.total === 0) return `No ${noun.many} match.`;
  const matched = meta.capped ? `${pageTotalText(meta)} ${noun.many}` : plural(meta.total, noun.one, noun.many);
  // A page past the end (a full last page promises a next one that turns out empty, or --page too high).
  if (meta.page > meta.pages) return `page ${formatCount(meta.page)} is past the last page (${matched})`;
  // Past the cap the page count is a lower bound until the last page is reached.
  const open = meta.capped && meta.page < meta.pages;
  if (open && meta.estimated)
    return `page ${formatCount(meta.page)} of ${pageTotalText({ total: meta.pages, estimated: true })} (${matched})`;
  return `page ${formatCount(meta.page)} of ${formatCount(meta.pages)}${open ? '+' : ''} (${matched})`;
}

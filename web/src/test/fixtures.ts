export { companyResource, emailResource, groupResource, journeyResource } from '@tracker/core/testing';

/** A list document holding `items` as one page. */
export function listOf<T>(items: T[], meta: Partial<{ page: number; size: number; total: number; pages: number }> = {}) {
  return { data: items, meta: { page: 1, size: 25, total: items.length, pages: items.length > 0 ? 1 : 0, ...meta } };
}

import type { PageMeta } from '@tracker/core';
import type { PageRequest } from './page-window';

/** The `meta` of every list document: the page asked for, its size, how many rows match and how many pages they fill. */
export function pageMeta({ page, size }: PageRequest, total: number): PageMeta {
  return { page, size, total, pages: Math.ceil(total / size) };
}

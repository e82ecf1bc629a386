export type SortDirection = 'asc' | 'desc';
export type Sort = { field: string; dir: SortDirection };

/** Reads a `field:dir` sort as the URL and the API write it; anything else is no sort. */
export function parseSort(sort: string | undefined): Sort | undefined {
  const match = /^([A-Za-z_][\w.]*):(asc|desc)$/.exec(sort ?? '');
  return match ? { field: match[1] as string, dir: match[2] as SortDirection } : undefined;
}

/**
 * The sort after a click on `field`'s header: the other direction when it already sorts by it,
 * else ascending (descending for columns that read best largest first).
 */
export function nextSort(current: string | undefined, field: string, descFirst = false): string {
  const sort = parseSort(current);
  if (sort?.field === field) return `${field}:${sort.dir === 'asc' ? 'desc' : 'asc'}`;
  return `${field}:${descFirst ? 'desc' : 'asc'}`;
}

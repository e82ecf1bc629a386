/** 12345 -> `12,345`. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** `1 company`, `12,345 companies`. */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

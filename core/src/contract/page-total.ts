import type { PageMeta } from './jsonapi';

/**
 * How a list's total reads: `290`, `10,000+` past the count cap (a lower bound), `about 48,000` for
 * the database's estimate, rounded to two significant digits as it is no more precise than that.
 */
export function pageTotalText({ total, capped, estimated }: Pick<PageMeta, 'total' | 'capped' | 'estimated'>): string {
  if (estimated) {
    const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(total, 1))) - 1);
    return `about ${(Math.round(total / step) * step).toLocaleString('en-US')}`;
  }
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
}

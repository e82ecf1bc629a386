/**
 * Date-range presets of the email search: n = the last n units up to now, l = the last n whole
 * units before the current one, mtd/qtd/ytd = to date, tw/nw/pw = this, next, previous week.
 */
export const DATE_RANGE_PRESETS = [
  'n7d',
  'n4w',
  'n3m',
  'l7d',
  'l4w',
  'l3m',
  'mtd',
  'qtd',
  'ytd',
  'tw',
  'nw',
  'pw',
  'custom',
  'none',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

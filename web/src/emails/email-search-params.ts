import { DATE_RANGE_PRESETS, EMAIL_FILTERS, emailSearchDates, type DateRangePreset } from '@tracker/core/emails';
import { listFilterParams, pageOf, type FilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import type { EmailSearchRequest } from './queries';
import { isOneOf } from '../ui/is-one-of';

/** The email screen's URL state: every search filter, the page, and the date-range preset. */
export const EMAIL_SEARCH_PARAMS = { ...listFilterParams(EMAIL_FILTERS), preset: 'none' };
export type EmailSearchParams = FilterParams<typeof EMAIL_FILTERS.filters> & { preset: string };

export const DATE_RANGE_PRESET_LABELS: Record<DateRangePreset, string> = {
  n7d: 'Last 7 days',
  n4w: 'Last 4 weeks',
  n3m: 'Last 3 months',
  l7d: 'The 7 days before today',
  l4w: 'The 4 whole weeks before this one',
  l3m: 'The 3 whole months before this one',
  mtd: 'Month to date',
  qtd: 'Quarter to date',
  ytd: 'Year to date',
  tw: 'This week',
  nw: 'Next week',
  pw: 'Previous week',
  custom: 'Custom dates',
  none: 'Any date',
};

export const PRESET_OPTIONS = DATE_RANGE_PRESETS.map((value) => ({ value, label: DATE_RANGE_PRESET_LABELS[value] }));

const isPreset = (value: string): value is DateRangePreset => isOneOf(DATE_RANGE_PRESETS, value);

/**
 * The search's API query for the URL's state. The URL keeps the preset (`preset=n7d`), the query
 * carries the days it covers in the user's zone as instants with that zone's offset (computed in
 * core), since the server reads a bare date as a UTC day. Custom sends the URL's own days, taken in
 * the same zone; none sends no dates.
 */
export function emailSearchQuery(params: EmailSearchParams, now: Date, zone: string): EmailSearchRequest {
  const { preset, ...filters } = params;
  const { startDate, endDate, ...rest }: EmailSearchRequest = { ...listFilterQuery(EMAIL_FILTERS, filters), ...pageOf(params) };
  const chosen = isPreset(preset) ? preset : 'none';
  return { ...rest, ...emailSearchDates(chosen, { startDate, endDate }, now, zone) };
}

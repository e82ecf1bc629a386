import { dateRangeFor, dayOf } from '@tracker/core/dates';
import { DATE_RANGE_PRESETS, EMAIL_FILTERS, type DateRangePreset } from '@tracker/core/emails';
import { listFilterParams, type FilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import type { EmailSearchRequest } from './queries';

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

const isPreset = (value: string): value is DateRangePreset => (DATE_RANGE_PRESETS as readonly string[]).includes(value);

/**
 * The search's API query for the URL's state. A preset other than custom and none sets the dates
 * (its days in the user's zone, computed in core); custom sends the URL's own dates; none sends none.
 */
export function emailSearchQuery(params: EmailSearchParams, now: Date, zone: string): EmailSearchRequest {
  const { preset, ...filters } = params;
  const query: EmailSearchRequest = { ...listFilterQuery(EMAIL_FILTERS, filters), page: params.page };
  const chosen = isPreset(preset) ? preset : 'none';
  if (chosen === 'custom') return query;
  const range = dateRangeFor(chosen, now, zone);
  const { startDate: _start, endDate: _end, ...rest } = query;
  return range ? { ...rest, startDate: dayOf(range.from, zone), endDate: dayOf(range.to, zone) } : rest;
}

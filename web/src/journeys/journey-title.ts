import { JOURNEY_TYPE_LABELS, type JourneyType } from '@tracker/core/journeys';
import { formatUtcDay } from '../ui/format-date';

type Titled = { company_name?: string; type: JourneyType; start_date: string };

/**
 * A journey's name wherever it is shown (the list's rows, its heading, related journeys): its
 * company, type and start day, as journeys of one type and day differ only by their company.
 */
export function journeyTitle(journey: Titled): string {
  const what = `${JOURNEY_TYPE_LABELS[journey.type]} from ${formatUtcDay(journey.start_date)}`;
  return journey.company_name ? `${journey.company_name}: ${what}` : what;
}

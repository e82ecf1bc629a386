import { tz } from '@date-fns/tz';
import type { ContextFn } from 'date-fns';

/**
 * Day boundaries are a choice of time zone. The server and stored dates (a journey's start and end
 * day, an email search's bare dates) use UTC; what a user picks on screen (date-range presets) uses
 * their browser's zone. Every helper here takes the zone, UTC unless told.
 */
export const UTC = 'UTC';

/** date-fns's `in` option for a zone: its calendar arithmetic then happens in that zone. */
export function inZone(zone: string): { in: ContextFn<Date> } {
  return { in: tz(zone) };
}

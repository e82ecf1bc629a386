import type { JourneyStatus } from '@tracker/core/journeys';

export const JOURNEY_STATUS_LABELS: Record<JourneyStatus, string> = {
  upcoming: 'Upcoming',
  in_progress: 'In progress',
  complete: 'Complete',
  archived: 'Archived',
};

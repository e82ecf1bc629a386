import { JOURNEY_TYPES, type JourneyHealth, type JourneyType } from '@tracker/core';

export type HealthByType = Record<JourneyType, JourneyHealth | null>;

/** A company's health for every journey type, from the types it has had (read from the summary): the others are new. */
export function healthByType(summary: Partial<Record<JourneyType, JourneyHealth | null>>): HealthByType {
  return Object.fromEntries(JOURNEY_TYPES.map((type) => [type, type in summary ? summary[type]! : 'new'])) as HealthByType;
}

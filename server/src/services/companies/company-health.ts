import { dayOf, JOURNEY_TYPES, journeyHealth, type JourneyForHealth, type JourneyHealth, type JourneyType } from '@tracker/core';
import type { JourneyHealthRow } from '../../repositories/companies-repository';

export type HealthByType = Record<JourneyType, JourneyHealth | null>;

/** Each company's health per journey type, by core's journeyHealth over its journeys. */
export function healthByCompany(companyIds: readonly number[], journeys: readonly JourneyHealthRow[], now: Date): Map<number, HealthByType> {
  const grouped = new Map<string, JourneyForHealth[]>();
  for (const j of journeys) {
    const key = `${j.companyId}:${j.type}`;
    const list = grouped.get(key) ?? [];
    list.push({ status: j.status, startDate: dayOf(j.startDate), endDate: dayOf(j.endDate), lastEmailAt: j.lastEmailAt?.toISOString() ?? null });
    grouped.set(key, list);
  }
  return new Map(
    companyIds.map((id) => [
      id,
      Object.fromEntries(JOURNEY_TYPES.map((type) => [type, journeyHealth(grouped.get(`${id}:${type}`) ?? [], now)])) as HealthByType,
    ]),
  );
}

import {
  dayOf,
  JOURNEY_TYPES,
  journeyHealth,
  type Company,
  type JourneyForHealth,
  type JourneyHealth,
  type JourneyType,
} from '@tracker/core';
import type { CompanyWithRelations, JourneyHealthRow } from '../../repositories/companies-repository';

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

/** A company as the API answers it. */
export function companyResource({ company: c, technologies, verticals, tags }: CompanyWithRelations, health: HealthByType): Company {
  return {
    id: String(c.id),
    type: 'companies',
    attributes: {
      type: c.type,
      valid: c.valid,
      name: c.name,
      description: c.description,
      signup_url: c.signupUrl,
      domain_name: c.domainName,
      url: c.url,
      websiteUrl: c.websiteUrl,
      state: c.state,
      featured: c.featured,
      subscription: c.subscription,
      premium: c.premium,
      notes: c.notes,
      good_fit: c.goodFit,
      clearbit_tags: c.clearbitTags,
      approximate_emails: c.approximateEmails,
      first_email_sent_at: c.firstEmailSentAt?.toISOString() ?? null,
      frequency: c.frequency,
      tracked_count: c.trackedCount,
      technologies: technologies.map((t) => ({ id: String(t.id), name: t.name, type: t.type })),
      verticals: verticals.map((v) => ({ id: String(v.id), name: v.name })),
      tags,
      logo_url: c.logoUrl,
      prioritized: c.prioritized,
      journey_health: health,
      created_at: c.createdAt.toISOString(),
      updated_at: c.updatedAt.toISOString(),
    },
  };
}

/** A journey as an `included` resource. */

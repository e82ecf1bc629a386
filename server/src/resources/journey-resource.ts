import { dayOf, isShownExpired, type Journey } from '@tracker/core';
import type { JourneyWithEmails } from '../repositories/journeys-repository';

/** A journey as the API answers it; `expired` is core's isShownExpired at `now`. */
export function journeyResource({ journey: j, companyName, emailsCount, lastEmailAt }: JourneyWithEmails, now: Date): Journey {
  return {
    id: String(j.id),
    type: 'journeys',
    attributes: {
      status: j.status,
      type: j.type,
      featured: j.featured,
      current: j.current,
      start_date: j.startDate.toISOString(),
      end_date: j.endDate.toISOString(),
      baseEmailDomain: j.baseEmailDomain,
      description: j.description,
      company_id: j.companyId,
      company_name: companyName,
      emails_count: emailsCount,
      last_email_at: lastEmailAt?.toISOString() ?? null,
      expired: isShownExpired({ status: j.status, startDate: dayOf(j.startDate), endDate: dayOf(j.endDate) }, now),
      created_at: j.createdAt.toISOString(),
      updated_at: j.updatedAt.toISOString(),
    },
    relationships: { companies: { data: { id: String(j.companyId), type: 'companies' } } },
  };
}

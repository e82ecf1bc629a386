import type { Company } from '@tracker/core';
import type { CompanyWithRelations } from '../repositories/companies-repository';
import { healthByType } from './company-health';

/** A company as the API answers it. */
export function companyResource({ company: c, technologies, verticals, tags, journeyHealth }: CompanyWithRelations): Company {
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
      journey_health: healthByType(journeyHealth),
      created_at: c.createdAt.toISOString(),
      updated_at: c.updatedAt.toISOString(),
    },
  };
}

import { JOURNEY_TYPES, type Company, type Group } from '@tracker/core';

type CompanyAttributes = Company['attributes'];

/** A company as the API answers it, with `changes` applied. */
export function companyResource(id: string, changes: Partial<CompanyAttributes> = {}): Company {
  return {
    id,
    type: 'companies',
    attributes: {
      type: 'brand',
      valid: true,
      name: `Company ${id}`,
      description: null,
      signup_url: null,
      domain_name: `company${id}.example`,
      url: null,
      websiteUrl: null,
      state: 'active',
      featured: false,
      subscription: false,
      premium: false,
      notes: null,
      good_fit: false,
      clearbit_tags: [],
      approximate_emails: null,
      first_email_sent_at: null,
      frequency: null,
      tracked_count: 0,
      technologies: [],
      verticals: [],
      tags: [],
      logo_url: null,
      prioritized: false,
      journey_health: Object.fromEntries(JOURNEY_TYPES.map((type) => [type, 'new'])) as CompanyAttributes['journey_health'],
      created_at: '2025-01-02T10:00:00.000Z',
      updated_at: '2025-01-02T10:00:00.000Z',
      ...changes,
    },
  };
}

export function groupResource(id: string, changes: Partial<Group['attributes']> = {}): Group {
  return {
    id,
    type: 'groups',
    attributes: {
      name: `Group ${id}`,
      global: true,
      featured: false,
      companies_count: 0,
      users: [],
      created_at: '2025-01-02T10:00:00.000Z',
      updated_at: '2025-01-02T10:00:00.000Z',
      ...changes,
    },
  };
}

/** A list document holding `items` as one page. */
export function listOf<T>(items: T[], meta: Partial<{ page: number; size: number; total: number; pages: number }> = {}) {
  return { data: items, meta: { page: 1, size: 25, total: items.length, pages: items.length > 0 ? 1 : 0, ...meta } };
}

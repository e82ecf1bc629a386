import type { Company, Group, PageMeta } from '@tracker/core';

/** A company as the API answers it, valid against the contract. */
export function companyFixture(id: number, attributes: Partial<Company['attributes']> = {}): Company {
  return {
    id: String(id),
    type: 'companies',
    attributes: {
      type: 'brand',
      valid: true,
      name: `Company ${id}`,
      description: null,
      signup_url: null,
      domain_name: `company-${id}.example`,
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
      journey_health: { email_subscriber: null, cart_abandoner: null, browse_abandoner: null, purchaser: null, custom: null },
      created_at: '2025-01-02T03:04:05.000Z',
      updated_at: '2025-02-03T04:05:06.000Z',
      ...attributes,
    },
  };
}

export function groupFixture(id: number, attributes: Partial<Group['attributes']> = {}): Group {
  return {
    id: String(id),
    type: 'groups',
    attributes: {
      name: `Group ${id}`,
      global: true,
      featured: false,
      companies_count: 0,
      users: [],
      created_at: '2025-01-02T03:04:05.000Z',
      updated_at: '2025-02-03T04:05:06.000Z',
      ...attributes,
    },
  };
}

export function pageMeta(total: number, page = 1, size = 25): PageMeta {
  return { page, size, total, pages: Math.ceil(total / size) };
}

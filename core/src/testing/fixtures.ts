import type { Company } from '../companies/schema';
import type { PageMeta } from '../contract/jsonapi';
import type { Email, EmailDetail } from '../emails/schema';
import type { Group } from '../groups/schema';
import { JOURNEY_TYPES } from '../journeys/constants';
import type { Journey } from '../journeys/schema';

type CompanyAttributes = Company['attributes'];

/** A company as the API answers it (valid against the contract), with `changes` applied. For tests. */
export function companyResource(id: string | number, changes: Partial<CompanyAttributes> = {}): Company {
  return {
    id: String(id),
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

/** A group as the API answers it, with `changes` applied. For tests. */
export function groupResource(id: string | number, changes: Partial<Group['attributes']> = {}): Group {
  return {
    id: String(id),
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

/** A journey as the API answers it, with `changes` applied: an upcoming signup journey of company 1. For tests. */
export function journeyResource(id: string | number, changes: Partial<Journey['attributes']> = {}): Journey {
  return {
    id: String(id),
    type: 'journeys',
    attributes: {
      status: 'upcoming',
      type: 'email_subscriber',
      featured: false,
      current: true,
      start_date: '2025-03-01T09:00:00.000Z',
      end_date: '2025-03-22T09:00:00.000Z',
      baseEmailDomain: 'inbox.tracker.example',
      description: 'Newsletter signup',
      company_id: 1,
      company_name: 'Company 1',
      emails_count: 0,
      last_email_at: null,
      expired: false,
      created_at: '2025-03-01T09:00:00.000Z',
      updated_at: '2025-03-01T09:00:00.000Z',
      ...changes,
    },
  };
}

/** An email as the API answers it, with `changes` applied: public, visible, processed, unclassified. For tests. */
export function emailResource(id: string | number, changes: Partial<Email['attributes']> = {}): Email {
  return {
    id: String(id),
    type: 'emails',
    attributes: {
      guid: `email-${id}`,
      subject: `Email ${id}`,
      from_name: 'Company 1',
      from_address: 'news@company1.example',
      private: false,
      visible: true,
      processed: true,
      animated: false,
      mobile_optimized: true,
      sent_at: '2025-03-02T10:00:00.000Z',
      updated_at: '2025-03-02T10:00:00.000Z',
      company_id: 1,
      journey_id: null,
      classifications: [],
      confirmation_url: null,
      ...changes,
    },
  };
}

/** An email's detail document (`GET /v1/emails/{guid}`) with nothing arrived about it: `changes` applied. For tests. */
export function emailDetailDocument(id: string | number, changes: Partial<EmailDetail['attributes']> = {}): { data: EmailDetail } {
  const email = emailResource(id);
  const attributes = {
    ...email.attributes,
    lists: [],
    stuck: false,
    rendered_url: null,
    mime_url: null,
    size: 0,
    platform: null,
    authentication: null,
    unsubscribe: null,
    suggestions: [],
  };
  return { data: { ...email, attributes: { ...attributes, ...changes } } };
}

/** Paging metadata for `total` items. For tests. */
export function pageMeta(total: number, page = 1, size = 25): PageMeta {
  return { page, size, total, pages: Math.ceil(total / size) };
}

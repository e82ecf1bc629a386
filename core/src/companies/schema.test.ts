import { describe, expect, it } from 'vitest';
import { CompanyCreate, CompanyListQuery, CompanyLookupQuery } from './schema';

describe('the companies list query', () => {
  it('reads every filter of the companies screen from the URL', () => {
    const query = CompanyListQuery.parse({
      q: ' acme ',
      health: 'dormant',
      journey_types: 'cart_abandoner,purchaser',
      sort: 'tracked_count:desc',
      tags: 'retail, fashion',
      group_id: '7',
      good_fit: 'true',
      technologies: 'Klaviyo',
      technology_id: '3',
      company_type: 'retailer',
      current: 'false',
      page: '2',
      admin: 'true',
    });

    expect(query).toEqual({
      q: 'acme',
      health: 'dormant',
      journey_types: ['cart_abandoner', 'purchaser'],
      sort: { field: 'tracked_count', dir: 'desc' },
      tags: ['retail', 'fashion'],
      group_id: 7,
      good_fit: true,
      technologies: ['Klaviyo'],
      technology_id: 3,
      company_type: 'retailer',
      current: false,
      page: 2,
      size: 25,
    });
  });

  it('refuses a page size over the add-all fetch size of 250', () => {
    expect(CompanyListQuery.safeParse({ size: '251' }).success).toBe(false);
    expect(CompanyListQuery.parse({ size: '250' }).size).toBe(250);
  });

  it('refuses unknown health values and journey types', () => {
    expect(CompanyListQuery.safeParse({ health: 'sick' }).success).toBe(false);
    expect(CompanyListQuery.safeParse({ journey_types: 'email_subscriber,newsletter' }).success).toBe(false);
  });
});

describe('company create and lookup input', () => {
  it('needs a domain or a name', () => {
    const result = CompanyCreate.safeParse({ description: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['domain_name']);
    expect(CompanyCreate.safeParse({ name: 'Acme' }).success).toBe(true);
    expect(CompanyCreate.safeParse({ company_id: '3', journeys: ['purchaser'] }).success).toBe(true);
  });

  it('takes any base email domain, which the server replaces by the default unless it is a registration domain', () => {
    expect(CompanyCreate.parse({ domain_name: 'acme.com', baseEmailDomain: 'elsewhere.example' }).baseEmailDomain).toBe(
      'elsewhere.example',
    );
  });

  it('reads end_date as a calendar date only', () => {
    expect(CompanyLookupQuery.safeParse({ q: 'acme.com', end_date: '2026-13-01' }).success).toBe(false);
    expect(CompanyLookupQuery.parse({ q: 'acme.com', end_date: '2026-02-01', clearbit: 'true' })).toMatchObject({ clearbit: true });
  });
});

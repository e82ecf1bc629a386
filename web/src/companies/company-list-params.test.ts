import { describe, expect, it } from 'vitest';
import { COMPANY_LIST_PARAMS, companyFilters, hasFilters } from './company-list-params';

const params = (changes: Partial<typeof COMPANY_LIST_PARAMS>) => ({ ...COMPANY_LIST_PARAMS, ...changes });

describe('the companies filters sent to the API', () => {
  it('sends only the default sort when nothing is filtered', () => {
    expect(companyFilters(COMPANY_LIST_PARAMS)).toEqual({ sort: 'name:asc' });
    expect(hasFilters(COMPANY_LIST_PARAMS)).toBe(false);
  });

  it('joins the lists with commas and sends the flags as true or false', () => {
    const filters = companyFilters(
      params({
        q: ' acme ',
        health: 'dormant',
        journey_types: ['email_subscriber', 'purchaser'],
        sort: 'tracked_count:desc',
        tags: ['retail', 'fashion'],
        group_id: '4',
        good_fit: 'false',
        technologies: ['Klaviyo'],
        technology_id: '12',
        company_type: 'retailer',
        current: 'true',
      }),
    );

    expect(filters).toEqual({
      q: 'acme',
      health: 'dormant',
      journey_types: 'email_subscriber,purchaser',
      sort: 'tracked_count:desc',
      tags: 'retail,fashion',
      group_id: '4',
      good_fit: 'false',
      technologies: 'Klaviyo',
      technology_id: '12',
      company_type: 'retailer',
      current: 'true',
    });
  });

  it('leaves out what a hand-edited address got wrong instead of failing the screen', () => {
    const filters = companyFilters(
      params({ health: 'sick', journey_types: ['nope'], sort: 'password:asc', group_id: 'x', good_fit: 'maybe', company_type: 'alien' }),
    );

    expect(filters).toEqual({ sort: 'name:asc' });
  });
});

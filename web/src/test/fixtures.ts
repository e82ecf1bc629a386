import type { Address } from '@tracker/core/addresses';

export {
  companyResource,
  emailDetailDocument,
  emailResource,
  groupResource,
  journeyResource,
  teamResource,
  userResource,
} from '@tracker/core/testing';

/** A list document holding `items` as one page. */
export function listOf<T>(items: T[], meta: Partial<{ page: number; size: number; total: number; pages: number }> = {}) {
  return { data: items, meta: { page: 1, size: 25, total: items.length, pages: items.length > 0 ? 1 : 0, ...meta } };
}

const CREATED = '2025-03-01T09:00:00.000Z';

/** A tracked inbox as the API answers it, with `changes` applied: no company, no events, no emails. */
export function addressResource(id: string, changes: Partial<Address['attributes']> = {}): Address {
  return {
    id,
    type: 'addresses',
    attributes: {
      email_address: `inbox${id}@tracker.example`,
      journey_type: 'email_subscriber',
      description: null,
      company_id: null,
      company_name: null,
      first_name: null,
      last_name: null,
      birthdate: null,
      password: 'sample-password',
      streetAddress: { lineOne: '', lineTwo: '', city: '', region: '', country: '', postalCode: '', telephone: '' },
      visible: true,
      private: false,
      events: [],
      firstActivityAt: null,
      emails_count: 0,
      created_at: CREATED,
      updated_at: CREATED,
      ...changes,
    },
  };
}

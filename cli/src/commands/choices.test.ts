import { COMPANY_SORT_FIELDS, COMPANY_TYPES, GROUP_SORT_FIELDS, JOURNEY_HEALTHS, JOURNEY_TYPES } from '@tracker/core';
import { describe, expect, it } from 'vitest';
import { HELP_CHOICES } from './choices';

describe('the choices --help lists', () => {
  it('are exactly the values the contract accepts, in its order', () => {
    expect(HELP_CHOICES).toEqual({
      journeyHealths: JOURNEY_HEALTHS,
      journeyTypes: JOURNEY_TYPES,
      companyTypes: COMPANY_TYPES,
      companySortFields: COMPANY_SORT_FIELDS,
      groupSortFields: GROUP_SORT_FIELDS,
    });
  });
});

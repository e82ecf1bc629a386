import { describe, expect, it } from 'vitest';
import { JourneyListQuery } from './schema';

describe('the journeys query', () => {
  it("fetches a company's journeys 250 at a time, and no more", () => {
    expect(JourneyListQuery.parse({ company_id: '12', size: '250' })).toMatchObject({ company_id: 12, size: 250 });
    expect(JourneyListQuery.safeParse({ size: '251' }).success).toBe(false);
  });

  it('takes dates or date-times as bounds', () => {
    expect(JourneyListQuery.parse({ from: '2026-01-01', to: '2026-01-31T12:00:00Z' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31T12:00:00Z',
    });
    expect(JourneyListQuery.safeParse({ to: '31/01/2026' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { RegistrationRecapQuery } from './schema';
import { recapRange } from './recap-range';

describe('a recap range', () => {
  it('defaults to the 14 days up to today, across a month and a year', () => {
    expect(recapRange({}, '2026-01-05')).toEqual({ range: { from: '2025-12-23', to: '2026-01-05' } });
    expect(recapRange({ to: '2024-03-05' }, '2026-01-05')).toEqual({ range: { from: '2024-02-21', to: '2024-03-05' } });
  });

  it('covers at most 366 days, a leap year whole', () => {
    expect(recapRange({ from: '2024-01-01', to: '2024-12-31' }, '2026-01-05')).toEqual({ range: { from: '2024-01-01', to: '2024-12-31' } });
    expect(recapRange({ from: '2024-01-01', to: '2025-01-01' }, '2026-01-05')).toMatchObject({ problem: { parameter: 'to' } });
    expect(recapRange({ from: '2025-01-04' }, '2026-01-05')).toMatchObject({ problem: { parameter: 'from' } });
    expect(recapRange({ from: '0001-01-01', to: '9998-12-31' }, '2026-01-05')).toMatchObject({ problem: { parameter: 'to' } });
  });

  it('refuses from after to, in the schema as in the rule', () => {
    expect(recapRange({ from: '2026-01-06' }, '2026-01-05')).toMatchObject({ problem: { parameter: 'from' } });
    const parsed = RegistrationRecapQuery.safeParse({ from: '1000-01-01', to: '9000-01-01' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['to'], message: expect.stringMatching(/at most 366 days/) });
    expect(RegistrationRecapQuery.safeParse({ from: '2026-02-01', to: '2026-01-01' }).error?.issues[0]?.path).toEqual(['from']);
  });
});

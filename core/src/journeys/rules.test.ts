import { describe, expect, it } from 'vitest';
import { baseEmailDomainOrDefault, isShownExpired, journeyHealth, type JourneyForHealth } from './rules';

const now = new Date('2026-06-15T12:00:00Z');
const journey = (overrides: Partial<JourneyForHealth>): JourneyForHealth => ({
  status: 'in_progress',
  startDate: '2026-06-01',
  endDate: '2026-06-22',
  lastEmailAt: '2026-06-14T08:00:00Z',
  ...overrides,
});

describe('a journey shown as expired', () => {
  it('is upcoming past its end date', () => {
    expect(isShownExpired(journey({ status: 'upcoming', endDate: '2026-06-14' }), now)).toBe(true);
  });
  it('is upcoming past its start date when it has no end date', () => {
    expect(isShownExpired(journey({ status: 'upcoming', startDate: '2026-06-10', endDate: null }), now)).toBe(true);
  });
  it('is not an upcoming journey still within its dates, nor a running one past them', () => {
    expect(isShownExpired(journey({ status: 'upcoming' }), now)).toBe(false);
    expect(isShownExpired(journey({ endDate: '2026-06-01' }), now)).toBe(false);
  });
});

describe("a company's journey health for one type", () => {
  it('is new without any journey', () => {
    expect(journeyHealth([], now)).toBe('new');
  });
  it('is expired when every journey has ended or went stale', () => {
    const ended = journey({ endDate: '2026-05-01' });
    const stale = journey({ status: 'upcoming', endDate: '2026-06-10' });
    const archived = journey({ status: 'archived' });
    expect(journeyHealth([ended, stale, archived], now)).toBe('expired');
  });
  it('is dormant when a live journey has had no email for 30 days', () => {
    expect(journeyHealth([journey({ startDate: '2026-04-01', endDate: null, lastEmailAt: '2026-05-01T00:00:00Z' })], now)).toBe('dormant');
    expect(journeyHealth([journey({ startDate: '2026-04-01', endDate: null, lastEmailAt: null })], now)).toBe('dormant');
  });
  it('is healthy (null) when a live journey receives email, or has just started', () => {
    expect(journeyHealth([journey({})], now)).toBeNull();
    expect(journeyHealth([journey({ startDate: '2026-06-10', lastEmailAt: null })], now)).toBeNull();
    expect(journeyHealth([journey({ endDate: '2026-05-01' }), journey({})], now)).toBeNull();
  });
});

describe('base email domain', () => {
  it('keeps one of the registration domains and falls back to the default otherwise', () => {
    expect(baseEmailDomainOrDefault('mail.tracker.example')).toBe('mail.tracker.example');
    expect(baseEmailDomainOrDefault('gmail.com')).toBe('inbox.tracker.example');
    expect(baseEmailDomainOrDefault(undefined)).toBe('inbox.tracker.example');
  });

  it('checks against the domains the server is set up with, the first being the default', () => {
    const domains = ['signup.brand.example', 'news.brand.example'];
    expect(baseEmailDomainOrDefault('news.brand.example', domains)).toBe('news.brand.example');
    expect(baseEmailDomainOrDefault('inbox.tracker.example', domains)).toBe('signup.brand.example');
    expect(baseEmailDomainOrDefault(null, domains)).toBe('signup.brand.example');
  });
});

describe('journey dates at the edges of a day', () => {
  const lastMillisecond = new Date('2026-06-14T23:59:59.999Z');
  const midnight = new Date('2026-06-15T00:00:00.000Z');

  it('an upcoming journey ending on a day is expired from the next midnight (UTC), not before', () => {
    const endsOn14th = journey({ status: 'upcoming', endDate: '2026-06-14' });
    expect(isShownExpired(endsOn14th, lastMillisecond)).toBe(false);
    expect(isShownExpired(endsOn14th, midnight)).toBe(true);
  });

  it('a journey ending on the last day of a month is live through that day', () => {
    const endsInJune = journey({ startDate: '2026-06-01', endDate: '2026-06-30', lastEmailAt: '2026-06-29T08:00:00Z' });
    expect(journeyHealth([endsInJune], new Date('2026-06-30T23:59:59.999Z'))).toBeNull();
    expect(journeyHealth([endsInJune], new Date('2026-07-01T00:00:00.000Z'))).toBe('expired');
  });

  it('a live journey turns dormant the moment its last email is more than 30 days old', () => {
    const live = journey({ startDate: '2026-04-01', endDate: null, lastEmailAt: '2026-05-16T12:00:00.000Z' });
    expect(journeyHealth([live], new Date('2026-06-15T12:00:00.000Z'))).toBeNull();
    expect(journeyHealth([live], new Date('2026-06-15T12:00:00.001Z'))).toBe('dormant');
  });
});

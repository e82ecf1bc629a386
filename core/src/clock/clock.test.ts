import { describe, expect, it } from 'vitest';
import { fixedClock, systemClock } from './clock';

describe('a fixed clock', () => {
  it('tells the same instant every time, as a fresh Date a caller may not disturb', () => {
    const clock = fixedClock('2026-03-08T01:59:59.999-05:00');
    const first = clock.now();
    first.setTime(0);
    expect(clock.now().toISOString()).toBe('2026-03-08T06:59:59.999Z');
  });

  it('refuses a date-time without an offset, whose instant would depend on the machine', () => {
    expect(() => fixedClock('2026-03-08T12:00:00')).toThrow(RangeError);
    expect(() => fixedClock('not a date')).toThrow(RangeError);
  });

  it('reads every offset form, and refuses a day the calendar does not have', () => {
    expect(fixedClock('2026-03-08T12:00+0200').now().toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(fixedClock('2026-03-08T12:00:00Z').now().toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(() => fixedClock('2026-02-30T12:00:00Z')).toThrow(RangeError);
    expect(() => fixedClock('2026-03-08T24:00:00Z')).toThrow(RangeError);
  });
});

describe('the system clock', () => {
  it('answers with a valid Date', () => {
    expect(Number.isNaN(systemClock.now().getTime())).toBe(false);
  });
});

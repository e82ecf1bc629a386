import { describe, expect, it } from 'vitest';
import { dayOf, dayStart, daysAgo, daysAhead, endOfDayIn, nextDayStart, startOfDayIn } from './days';

const at = (iso: string) => new Date(iso);
const NEW_YORK = 'America/New_York';

describe('days ago and ahead', () => {
  it('move whole UTC days, keeping the time of day', () => {
    expect(daysAgo(at('2026-06-15T12:00:00Z'), 30).toISOString()).toBe('2026-05-16T12:00:00.000Z');
    expect(daysAhead(at('2026-01-31T23:00:00Z'), 1).toISOString()).toBe('2026-02-01T23:00:00.000Z');
    expect(daysAhead(at('2028-02-28T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('keep the wall-clock time across a DST change in a zone, so such a day lasts 23 or 25 hours', () => {
    // 8 March 2026: New York springs forward; 1 November: it falls back.
    expect(daysAhead(at('2026-03-07T12:00:00-05:00'), 1, NEW_YORK).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(daysAhead(at('2026-10-31T12:00:00-04:00'), 1, NEW_YORK).toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(daysAgo(at('2026-03-08T12:00:00-04:00'), 1, NEW_YORK).toISOString()).toBe('2026-03-07T17:00:00.000Z');
  });

  it('refuse a fraction of a day rather than dropping it', () => {
    expect(() => daysAhead(at('2026-06-15T12:00:00Z'), 0.5)).toThrow(RangeError);
    expect(() => daysAgo(at('2026-06-15T12:00:00Z'), 30.01)).toThrow(RangeError);
  });

  it('are 24 hours each in UTC, whatever the DST of any zone', () => {
    expect(daysAhead(at('2026-03-07T17:00:00Z'), 1).toISOString()).toBe('2026-03-08T17:00:00.000Z');
  });
});

describe('the bounds of a day', () => {
  it('start at midnight and end at 23:59:59.999, midnight belonging to the day it starts', () => {
    expect(startOfDayIn(at('2026-06-15T00:00:00.000Z')).toISOString()).toBe('2026-06-15T00:00:00.000Z');
    expect(startOfDayIn(at('2026-06-14T23:59:59.999Z')).toISOString()).toBe('2026-06-14T00:00:00.000Z');
    expect(endOfDayIn(at('2026-06-14T23:59:59.999Z')).toISOString()).toBe('2026-06-14T23:59:59.999Z');
    expect(endOfDayIn(at('2026-06-15T00:00:00.000Z')).toISOString()).toBe('2026-06-15T23:59:59.999Z');
  });

  it('follow the zone asked for, with a 23-hour day at spring forward and a 25-hour one at fall back', () => {
    expect(startOfDayIn(at('2026-03-08T15:00:00Z'), NEW_YORK).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(endOfDayIn(at('2026-03-08T15:00:00Z'), NEW_YORK).toISOString()).toBe('2026-03-09T03:59:59.999Z');
    expect(startOfDayIn(at('2026-11-01T15:00:00Z'), NEW_YORK).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(endOfDayIn(at('2026-11-01T15:00:00Z'), NEW_YORK).toISOString()).toBe('2026-11-02T04:59:59.999Z');
  });
});

describe('the day an instant falls on', () => {
  it('changes at midnight of the zone', () => {
    expect(dayOf(at('2026-06-14T23:59:59.999Z'))).toBe('2026-06-14');
    expect(dayOf(at('2026-06-15T00:00:00.000Z'))).toBe('2026-06-15');
    expect(dayOf(at('2026-06-15T03:00:00Z'), NEW_YORK)).toBe('2026-06-14');
    expect(dayOf(at('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
  });

  it('reads UTC days as the zoned formatting does, years 1 to 9999 and outside them alike', () => {
    // 'Etc/UTC' is the same zone under another name, so it takes the zoned formatting.
    for (const iso of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1969-12-31T23:59:59.999Z',
      '2026-02-28T12:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00Z',
    ]) {
      expect(dayOf(at(iso))).toBe(dayOf(at(iso), 'Etc/UTC'));
    }
    expect(() => dayOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('a named day', () => {
  it('starts at midnight in the zone and is followed by the next midnight, across month and year ends', () => {
    expect(dayStart('2026-06-30').toISOString()).toBe('2026-06-30T00:00:00.000Z');
    expect(nextDayStart('2026-06-30').toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(nextDayStart('2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(nextDayStart('2028-02-28').toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('lasts as long as its DST change makes it', () => {
    expect(dayStart('2026-03-08', NEW_YORK).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(nextDayStart('2026-03-08', NEW_YORK).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStart('2026-11-01', NEW_YORK).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(nextDayStart('2026-11-01', NEW_YORK).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('is the day named at both ends of the calendar, years 1 to 99 included (not 1901 to 1999)', () => {
    expect(dayStart('0001-01-01').toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(nextDayStart('0099-12-31').toISOString()).toBe('0100-01-01T00:00:00.000Z');
    expect(nextDayStart('9998-12-31').toISOString()).toBe('9999-01-01T00:00:00.000Z');
    // The day before the first is year 0's last, not a second 0001-12-31 that a walk back would never pass.
    expect(dayOf(daysAgo(dayStart('0001-01-01'), 1))).toBe('0000-12-31');
  });

  it('must exist and be written YYYY-MM-DD', () => {
    expect(() => dayStart('2026-02-29')).toThrow(RangeError);
    expect(() => dayStart('2026-6-1')).toThrow(RangeError);
    expect(() => nextDayStart('2026-06-31')).toThrow(RangeError);
  });
});

describe('UTC arithmetic', () => {
  it('answers what the zoned arithmetic answers in the same zone under another name, at both ends of the calendar', () => {
    const instants = ['0000-12-31T23:59:59.999Z', '0001-01-01T00:00:00Z', '0099-12-31T12:00:00Z', '1969-12-31T23:59:59.999Z'];
    instants.push('2028-02-28T23:30:00Z', '2026-03-08T07:00:00.123Z', '9999-12-31T00:00:00Z', '-000001-06-15T08:00:00Z');
    for (const iso of instants) {
      for (const zone of ['UTC', 'Etc/UTC'])
        expect(startOfDayIn(at(iso), zone).toISOString()).toBe(startOfDayIn(at(iso), 'Etc/UTC').toISOString());
      expect(endOfDayIn(at(iso)).toISOString()).toBe(endOfDayIn(at(iso), 'Etc/UTC').toISOString());
      for (const days of [0, 1, 29, 366, -1, -400]) {
        expect(daysAhead(at(iso), days).toISOString()).toBe(daysAhead(at(iso), days, 'Etc/UTC').toISOString());
        expect(daysAgo(at(iso), days).toISOString()).toBe(daysAgo(at(iso), days, 'Etc/UTC').toISOString());
      }
    }
    for (const day of ['0001-01-01', '0099-12-31', '2028-02-29', '2026-12-31', '9999-12-31']) {
      expect(dayStart(day).toISOString()).toBe(dayStart(day, 'Etc/UTC').toISOString());
      expect(nextDayStart(day).toISOString()).toBe(nextDayStart(day, 'Etc/UTC').toISOString());
    }
    expect(() => dayStart('2026-02-29', 'UTC')).toThrow(RangeError);
    expect(Number.isNaN(startOfDayIn(new Date(Number.NaN)).getTime())).toBe(true);
  });
});

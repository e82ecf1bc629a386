import { describe, expect, it } from 'vitest';
import { CALENDAR_RANGE_MESSAGE, dateTimeSchema, dayOrDateTimeSchema, daySchema } from './date-schemas';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('dates the API takes', () => {
  it('takes days from 0001-01-01 to 9998-12-31', () => {
    for (const day of ['0001-01-01', '2026-03-09', '9998-12-31']) expect(daySchema().parse(day)).toBe(day);
  });

  it('refuses days past either end, saying which days it takes', () => {
    for (const day of ['0000-01-01', '9999-12-31']) expect(messages(daySchema().safeParse(day))).toEqual([CALENDAR_RANGE_MESSAGE]);
    expect(messages(daySchema().safeParse('2026-3-9'))).toEqual(['Use a date as YYYY-MM-DD']);
  });

  it('judges a date-time by its instant in UTC, whatever its offset says', () => {
    expect(dateTimeSchema().parse('9998-12-31T23:59:59Z')).toBe('9998-12-31T23:59:59Z');
    expect(messages(dateTimeSchema().safeParse('9999-12-31T23:59:59Z'))).toEqual([CALENDAR_RANGE_MESSAGE]);
    expect(messages(dateTimeSchema().safeParse('0001-01-01T00:00:00+14:00'))).toEqual([CALENDAR_RANGE_MESSAGE]);
    expect(messages(dateTimeSchema().safeParse('9998-12-31T23:00:00-05:00'))).toEqual([CALENDAR_RANGE_MESSAGE]);
  });

  it('takes a day or a date-time within the same years', () => {
    expect(dayOrDateTimeSchema().parse('0001-01-01')).toBe('0001-01-01');
    expect(messages(dayOrDateTimeSchema().safeParse('9999-12-31'))).toEqual([CALENDAR_RANGE_MESSAGE]);
    expect(messages(dayOrDateTimeSchema().safeParse('tomorrow'))).toEqual(['Use a date as YYYY-MM-DD or an ISO date-time']);
  });
});

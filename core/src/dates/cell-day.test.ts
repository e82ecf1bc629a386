import { describe, expect, it } from 'vitest';
import { readCellDay } from './cell-day';

describe('a day typed in a cell', () => {
  it.each([
    ['2026-06-01', '2026-06-01'],
    ['2026-6-1', '2026-06-01'],
    ['2026/12/01', '2026-12-01'],
    ['2026.12.01', '2026-12-01'],
    ['01.12.2026', '2026-12-01'],
    ['Dec 1, 2026', '2026-12-01'],
    ['December 1 2026', '2026-12-01'],
    ['1 Dec 2026', '2026-12-01'],
    ['1 sept. 2026', '2026-09-01'],
    ['31/01/2027', '2027-01-31'],
    ['12/31/2026', '2026-12-31'],
    ['6/6/26', '2026-06-06'],
    ['2026-06-01T09:30:00Z', '2026-06-01T09:30:00Z'],
    ['2/29/2028', '2028-02-29'],
  ])('reads %j as %j, whatever the order of slash dates', (value, day) => {
    expect(readCellDay(value)).toEqual({ day });
  });

  it.each([
    ['2/30/2026', '"2/30/2026" is no such day'],
    ['2/29/2100', '"2/29/2100" is no such day'],
    ['2026-13-01', '"2026-13-01" is no such day'],
    ['Dec 32, 2026', '"Dec 32, 2026" is no such day'],
    ['tomorrow', '"tomorrow" is not a date (YYYY-MM-DD)'],
    ['1/6', '"1/6" is not a date (YYYY-MM-DD)'],
    ['Smarch 1, 2026', '"Smarch 1, 2026" is not a date (YYYY-MM-DD)'],
  ])('refuses %j: %s', (value, problem) => {
    expect(readCellDay(value)).toEqual({ problem });
  });

  it('never guesses a slash date that reads as two days, and reads it in the order given', () => {
    expect(readCellDay('05/12/2026')).toEqual({
      problem: '"05/12/2026" could be 5 Dec or May 12: say whether slash dates are day/month/year or month/day/year',
      ambiguous: true,
    });
    expect(readCellDay('05/12/2026', 'dmy')).toEqual({ day: '2026-12-05' });
    expect(readCellDay('05/12/2026', 'mdy')).toEqual({ day: '2026-05-12' });
    expect(readCellDay('31/01/2027', 'mdy')).toEqual({ problem: '"31/01/2027" is not a date in month/day/year order' });
  });
});

import { describe, expect, it } from 'vitest';
import { busiestCell, emailsPerWeek } from './schema';

describe('company email figures from the mail received', () => {
  it('counts emails a week over the weeks since the first, at least one week', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    expect(emailsPerWeek(10, first, new Date('2026-01-15T00:00:00Z'))).toBe(5);
    expect(emailsPerWeek(3, first, new Date('2026-01-02T00:00:00Z'))).toBe(3);
  });

  it('finds the busiest cell of the heat map', () => {
    expect(
      busiestCell([
        { day: 1, hour: 9, emails: 4 },
        { day: 2, hour: 10, emails: 7 },
      ]),
    ).toBe(7);
    expect(busiestCell([])).toBe(0);
  });
});

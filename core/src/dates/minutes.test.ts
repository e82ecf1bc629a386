import { describe, expect, it } from 'vitest';
import { minutesAgo, minutesAhead } from './minutes';

describe('minutes ahead and ago', () => {
  it('cross midnight and month ends', () => {
    expect(minutesAhead(new Date('2026-06-30T23:50:00Z'), 15).toISOString()).toBe('2026-07-01T00:05:00.000Z');
    expect(minutesAgo(new Date('2026-01-01T00:10:00Z'), 15).toISOString()).toBe('2025-12-31T23:55:00.000Z');
  });

  it('count elapsed time through a DST change: 60 minutes after 01:30 EST is 03:30 EDT', () => {
    expect(minutesAhead(new Date('2026-03-08T01:30:00-05:00'), 60).toISOString()).toBe(new Date('2026-03-08T03:30:00-04:00').toISOString());
  });
});

import { describe, expect, it } from 'vitest';
import { showsRelative } from './relative-date';

const at = (iso: string) => new Date(iso);
const now = at('2026-06-15T12:00:00.000Z');

describe('an email date', () => {
  it('reads relative up to the last millisecond before 12 hours, either side of now', () => {
    expect(showsRelative(at('2026-06-15T00:00:00.001Z'), now)).toBe(true);
    expect(showsRelative(at('2026-06-15T15:00:00.000Z'), now)).toBe(true);
  });

  it('reads absolute from 12 hours on', () => {
    expect(showsRelative(at('2026-06-15T00:00:00.000Z'), now)).toBe(false);
    expect(showsRelative(at('2026-06-16T00:00:00.000Z'), now)).toBe(false);
  });

  it('counts elapsed hours, not wall-clock ones, over a DST change', () => {
    const afterSpringForward = at('2026-03-08T12:00:00-04:00');
    // 23:30 the evening before is 12.5 hours earlier on the wall clock but 11.5 hours in time.
    expect(showsRelative(at('2026-03-07T23:30:00-05:00'), afterSpringForward)).toBe(true);
    expect(showsRelative(at('2026-03-07T22:30:00-05:00'), afterSpringForward)).toBe(false);
  });
});

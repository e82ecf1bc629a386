import { describe, expect, it } from 'vitest';
import { birthdateAbout } from './birthdate';

describe('birthdateAbout', () => {
  it('is the day `years` years back, moved by whole days', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    expect(birthdateAbout(now, 28)).toBe('1998-03-15');
    expect(birthdateAbout(now, 28, -20)).toBe('1998-02-23');
    expect(birthdateAbout(now, 28, 30)).toBe('1998-04-14');
  });
});

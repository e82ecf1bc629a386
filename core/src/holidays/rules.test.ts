import { describe, expect, it } from 'vitest';
import { normaliseKeywords } from './rules';

describe('holiday keywords', () => {
  it('keeps one comma-separated string, trimmed, without blanks or repeats in any case', () => {
    expect(normaliseKeywords(' black friday,, Cyber Monday ,BLACK FRIDAY, doorbuster ')).toBe('black friday, Cyber Monday, doorbuster');
    expect(normaliseKeywords(' , ')).toBe('');
  });
});

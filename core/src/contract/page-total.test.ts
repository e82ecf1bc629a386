import { describe, expect, it } from 'vitest';
import { pageTotalText } from './page-total';

describe('the text of a list total', () => {
  it('reads an exact total as counted', () => {
    expect(pageTotalText({ total: 12_345 })).toBe('12,345');
  });

  it('reads a total past the count cap as a lower bound', () => {
    expect(pageTotalText({ total: 10_000, capped: true })).toBe('10,000+');
  });

  it('reads an estimate as about so many, to two significant digits', () => {
    expect(pageTotalText({ total: 48_213, capped: true, estimated: true })).toBe('about 48,000');
    expect(pageTotalText({ total: 64_788, capped: true, estimated: true })).toBe('about 65,000');
    expect(pageTotalText({ total: 1_234_567, capped: true, estimated: true })).toBe('about 1,200,000');
    expect(pageTotalText({ total: 1_049, capped: true, estimated: true })).toBe('about 1,000');
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeDomain } from './domain';
import { EnrichmentError } from './types';

// The rule itself is core's normalizeDomain, tested there; this checks the enrichment wrapper.
describe('domain input for enrichment', () => {
  it("answers core's canonical domain", () => {
    expect(normalizeDomain('HTTPS://www.Brand.co.uk/shop?x=1')).toBe('brand.co.uk');
  });

  it('refuses what is not a domain with an invalid_domain error that says what to type', () => {
    const caught = (() => {
      try {
        return normalizeDomain('jane@brand.com');
      } catch (error) {
        return error;
      }
    })();
    expect(caught).toBeInstanceOf(EnrichmentError);
    expect((caught as EnrichmentError).code).toBe('invalid_domain');
    expect((caught as EnrichmentError).message).toBe('"jane@brand.com" is not a domain name such as example.com');
  });
});

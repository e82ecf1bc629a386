import { describe, expect, it } from 'vitest';
import { normalizeDomain } from './domain';
import { EnrichmentError } from './types';

describe('domain normalisation', () => {
  it.each([
    ['brand.com', 'brand.com'],
    ['  Brand.COM  ', 'brand.com'],
    ['https://www.brand.com/shop?utm=1#top', 'brand.com'],
    ['HTTP://WWW.Brand.co.uk/', 'brand.co.uk'],
    ['www.brand.com.', 'brand.com'],
    ['shop.brand.com/path', 'shop.brand.com'],
    ['www.com', 'www.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it.each(['', 'brand', 'localhost', '127.0.0.1', '[::1]', 'brand.com:8080', 'ftp://brand.com', 'javascript:alert(1)', 'jane@brand.com', 'user:pw@brand.com', 'brand .com', '-brand.com', 'brand.c0m', 'brand..com'])(
    'refuses %j as invalid_domain',
    (input) => {
      let caught: unknown;
      try {
        normalizeDomain(input);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(EnrichmentError);
      expect((caught as EnrichmentError).code).toBe('invalid_domain');
      expect((caught as EnrichmentError).message).toMatch(/is not a domain name such as example\.com/);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { isInvalidForRegistration, isValidState, normalizeDomain, normalizeUrl } from './rules';

describe('company domains', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['https://www.example.com/shop?x=1', 'example.com'],
    ['http://user:pw@WWW.Shop.Example.co.uk:8080/path', 'shop.example.co.uk'],
    ['www2.brand.io.', 'brand.io'],
    ['  brand-name.store  ', 'brand-name.store'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it.each(['', 'localhost', 'not a domain', '-bad.com', '192.168.0.1', 'http://'])('rejects %j', (input) => {
    expect(normalizeDomain(input)).toBeNull();
  });
});

describe('company rules', () => {
  it('adds http:// to a URL without an http prefix and keeps https ones', () => {
    expect(normalizeUrl('brand.com/signup')).toBe('http://brand.com/signup');
    expect(normalizeUrl('https://brand.com')).toBe('https://brand.com');
    expect(normalizeUrl('HTTP://brand.com')).toBe('HTTP://brand.com');
  });

  it('is valid exactly when the state is not invalid', () => {
    expect(isValidState('invalid')).toBe(false);
    expect(isValidState('archived')).toBe(true);
    expect(isValidState('active')).toBe(true);
  });

  it('treats archived or invalid companies as invalid in the registration view', () => {
    expect(isInvalidForRegistration({ valid: true, state: 'archived' })).toBe(true);
    expect(isInvalidForRegistration({ valid: false, state: 'active' })).toBe(true);
    expect(isInvalidForRegistration({ valid: true, state: 'active' })).toBe(false);
  });
});

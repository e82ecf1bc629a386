import { describe, expect, it } from 'vitest';
import { isInvalidForRegistration, isValidState, normalizeDomain, normalizeUrl } from './rules';

describe('company domains', () => {
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

  it.each([
    '',
    'brand',
    'localhost',
    '127.0.0.1',
    '[::1]',
    'brand.com:8080',
    'ftp://brand.com',
    'javascript:alert(1)',
    'jane@brand.com',
    'user:pw@brand.com',
    'brand .com',
    '-brand.com',
    'brand.c0m',
    'brand..com',
  ])('refuses %j', (input) => {
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

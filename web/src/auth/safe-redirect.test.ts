import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('the redirect after sign-in', () => {
  it('returns to a path on this site, query included', () => {
    expect(safeRedirect('/companies/42')).toBe('/companies/42');
    expect(safeRedirect('/companies?q=acme&page=2')).toBe('/companies?q=acme&page=2');
  });

  it('goes to registrations when there is nowhere to return to', () => {
    expect(safeRedirect(null)).toBe('/registrations');
    expect(safeRedirect('')).toBe('/registrations');
  });

  it('never leaves the site', () => {
    for (const target of [
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'companies',
    ]) {
      expect(safeRedirect(target), target).toBe('/registrations');
    }
  });

  it('does not send a signed-in user back to a sign-in or password page', () => {
    expect(safeRedirect('/signin')).toBe('/registrations');
    expect(safeRedirect('/reset-password?token=abc')).toBe('/registrations');
  });
});

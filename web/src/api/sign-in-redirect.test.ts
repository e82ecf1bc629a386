import { authEndpoints } from '@tracker/core/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { errorDocument, fakeApi } from '../test/fake-api';
import { createApi } from './client';
import { signInPathFor } from './sign-in-redirect';

const unauthorized = fakeApi({ '/api/v1/data': { status: 401, body: errorDocument(401, 'unauthenticated', 'Sign in first') } });

describe('a 401 sends the user to sign-in', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('remembers the path without its query', () => {
    expect(signInPathFor('/companies/42')).toBe('/signin?redirect=/companies/42');
  });

  it('keeps the user where they are on the sign-in and password pages', () => {
    expect(signInPathFor('/signin')).toBeUndefined();
    expect(signInPathFor('/forgot-password')).toBeUndefined();
    expect(signInPathFor('/reset-password')).toBeUndefined();
  });

  it('happens for any call that answers 401', async () => {
    window.history.replaceState(null, '', '/companies/42?q=acme');
    const api = createApi(unauthorized);

    await expect(api.request(authEndpoints.currentUser)).rejects.toMatchObject({ status: 401 });

    expect(window.location.pathname + window.location.search).toBe('/signin?redirect=/companies/42');
  });

  it('does not happen on the reset-password page', async () => {
    window.history.replaceState(null, '', '/reset-password?token=abc');
    const api = createApi(unauthorized);

    await expect(api.request(authEndpoints.currentUser)).rejects.toMatchObject({ status: 401 });

    expect(window.location.pathname + window.location.search).toBe('/reset-password?token=abc');
  });
});

import { describe, expect, it } from 'vitest';
import { NotSignedInError, UsageError } from '../errors/cli-error';
import { EXIT } from '../errors/exit-codes';
import { DEFAULT_API_URL, resolveSession, resolveSettings } from './settings';

const stored = { apiUrl: 'https://tracker.example.com', token: 'trk_stored', email: 'ada@example.com' };

describe('settings', () => {
  it('takes the server from the flag, then TRACKCTL_API_URL, then the config, then the default', () => {
    const env = { TRACKCTL_API_URL: 'http://env.example:8080/' };
    expect(resolveSettings({ apiUrl: 'http://flag.example' }, env, stored).apiUrl).toBe('http://flag.example');
    expect(resolveSettings({}, env, stored).apiUrl).toBe('http://env.example:8080');
    expect(resolveSettings({}, {}, stored).apiUrl).toBe('https://tracker.example.com');
    expect(resolveSettings({}, {}, {}).apiUrl).toBe(DEFAULT_API_URL);
  });

  it('refuses a server address that is not an http(s) URL as a usage error', () => {
    expect(() => resolveSettings({ apiUrl: 'localhost:3000' }, {}, {})).toThrow(UsageError);
    expect(() => resolveSettings({}, { TRACKCTL_API_URL: 'not a url' }, {})).toThrow(/TRACKCTL_API_URL/);
  });

  it('turns colour off with --no-color', () => {
    expect(resolveSettings({ color: false }, {}, {}).color).toBe(false);
    expect(resolveSettings({}, {}, {}).color).toBe(true);
  });
});

describe('session', () => {
  it('uses TRACKCTL_TOKEN over the stored token', () => {
    expect(resolveSession({ TRACKCTL_TOKEN: 'trk_env' }, stored, stored.apiUrl)).toEqual({ token: 'trk_env', source: 'env' });
    expect(resolveSession({}, stored, stored.apiUrl)).toEqual({ token: 'trk_stored', source: 'config' });
  });

  it('is "not signed in" (exit 4) without a token', () => {
    const error = catchError(() => resolveSession({}, {}, DEFAULT_API_URL));
    expect(error).toBeInstanceOf(NotSignedInError);
    expect(error).toMatchObject({ exitCode: EXIT.notSignedIn, nextStep: 'Run: trackctl login' });
  });

  it('names the server to sign in to only when plain `trackctl login` would pick another', () => {
    const signedOut = { apiUrl: 'https://tracker.example.com' };
    expect(catchError(() => resolveSession({}, signedOut, signedOut.apiUrl))).toMatchObject({ nextStep: 'Run: trackctl login' });
    expect(catchError(() => resolveSession({}, signedOut, DEFAULT_API_URL))).toMatchObject({
      nextStep: `Run: trackctl login --api-url ${DEFAULT_API_URL}`,
    });
  });

  it('never sends the stored token to another server', () => {
    const error = catchError(() => resolveSession({}, stored, 'http://elsewhere.example'));
    expect(error).toBeInstanceOf(NotSignedInError);
    expect(error).toMatchObject({ nextStep: 'Run: trackctl login --api-url http://elsewhere.example' });
  });

  it('sends each server signed in to its own token, whichever is current', () => {
    const two = {
      apiUrl: 'https://us.tracker.example',
      token: 'trk_us',
      servers: { 'https://us.tracker.example': { token: 'trk_us' }, 'https://eu.tracker.example': { token: 'trk_eu' } },
    };
    expect(resolveSession({}, two, 'https://eu.tracker.example')).toEqual({ token: 'trk_eu', source: 'config' });
    expect(resolveSession({}, two, 'https://us.tracker.example')).toEqual({ token: 'trk_us', source: 'config' });
    expect(catchError(() => resolveSession({}, two, 'https://elsewhere.example'))).toMatchObject({
      message:
        'Not signed in to https://elsewhere.example (this machine is signed in to https://us.tracker.example, https://eu.tracker.example).',
    });
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

import type { StoredConfig } from '../config/config-store';
import { NotSignedInError, UsageError } from '../errors/cli-error';

export const DEFAULT_API_URL = 'http://localhost:3000';

/** The options every command accepts. */
export type GlobalFlags = {
  apiUrl?: string;
  json?: boolean;
  /** false after `--no-color`. */
  color?: boolean;
};

export type Settings = {
  /** The server's origin, without a trailing slash. */
  apiUrl: string;
  json: boolean;
  color: boolean;
  debug: boolean;
};

/** The API token a command authenticates with, and where it came from. */
export type Session = {
  token: string;
  source: 'env' | 'config';
};

/** Settings by precedence: flag, then environment, then the stored config, then the default. */
export function resolveSettings(flags: GlobalFlags, env: NodeJS.ProcessEnv, stored: StoredConfig): Settings {
  const apiUrl = flags.apiUrl
    ? normalizeApiUrl(flags.apiUrl, '--api-url')
    : env.TRACKCTL_API_URL
      ? normalizeApiUrl(env.TRACKCTL_API_URL, 'TRACKCTL_API_URL')
      : stored.apiUrl
        ? normalizeApiUrl(stored.apiUrl, 'The stored server address')
        : DEFAULT_API_URL;
  return {
    apiUrl,
    json: flags.json === true,
    color: flags.color !== false,
    debug: isDebug(env),
  };
}

export function isDebug(env: NodeJS.ProcessEnv): boolean {
  return env.TRACKCTL_DEBUG === '1' || env.TRACKCTL_DEBUG === 'true';
}

/** Checks that a server address is an http(s) URL and drops a trailing slash. */
function normalizeApiUrl(value: string, source: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${source} is not a URL: ${value}`, 'Pass the server address, e.g. --api-url https://tracker.example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${source} must start with http:// or https://: ${value}`);
  }
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

/**
 * The token to send: TRACKCTL_TOKEN wins over the stored one. A stored token is only sent to the
 * server it was issued by, so that `--api-url` cannot hand it to another host.
 */
export function resolveSession(env: NodeJS.ProcessEnv, stored: StoredConfig, apiUrl: string): Session {
  if (env.TRACKCTL_TOKEN) return { token: env.TRACKCTL_TOKEN, source: 'env' };
  // `trackctl login` alone signs in to TRACKCTL_API_URL, else to the stored server, else the default.
  const loginServer = env.TRACKCTL_API_URL ? tryNormalize(env.TRACKCTL_API_URL) : (stored.apiUrl ?? DEFAULT_API_URL);
  const login = apiUrl === loginServer ? 'trackctl login' : `trackctl login --api-url ${apiUrl}`;
  if (!stored.token) throw new NotSignedInError('Not signed in.', { nextStep: `Run: ${login}` });
  if (stored.apiUrl !== apiUrl) {
    throw new NotSignedInError(`Not signed in to ${apiUrl} (the stored token is for ${stored.apiUrl ?? 'another server'}).`, {
      nextStep: `Run: ${login}`,
    });
  }
  return { token: stored.token, source: 'config' };
}

function tryNormalize(value: string): string | undefined {
  try {
    return normalizeApiUrl(value, '');
  } catch {
    return undefined;
  }
}

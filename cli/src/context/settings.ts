import type { StoredConfig } from '../config/config-store';
import { NotSignedInError, UsageError } from '../errors/cli-error';
import { DEFAULT_TIMEOUT_SECONDS } from '../api/timeout';

export const DEFAULT_API_URL = 'http://localhost:3000';

/** The options every command accepts. */
export type GlobalFlags = {
  apiUrl?: string;
  /** true after `--json` (or `--json=id,name`, read as `--json --fields id,name`). */
  json?: boolean;
  /** The fields after `--fields id,name`. */
  fields?: string;
  /** false after `--no-color`. */
  color?: boolean;
  /** Seconds, as typed. */
  timeout?: string;
};

export type Settings = {
  /** The server's origin, without a trailing slash. */
  apiUrl: string;
  json: boolean;
  /** The fields `--json=f1,f2` (or `--fields f1,f2`) keeps, when it names any. */
  jsonFields: readonly string[] | undefined;
  color: boolean;
  debug: boolean;
  /** How long a request may go without an answer from the server. */
  timeoutMs: number;
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
    json: flags.json === true || flags.fields !== undefined,
    jsonFields: flags.fields === undefined ? undefined : parseJsonFields(flags.fields),
    color: flags.color !== false,
    debug: isDebug(env),
    timeoutMs: parseTimeout(flags.timeout),
  };
}

/** `--timeout 30` or `--timeout 2.5`: seconds, more than none and at most an hour. */
function parseTimeout(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIMEOUT_SECONDS * 1000;
  const seconds = /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!(seconds > 0 && seconds <= 3600)) {
    throw new UsageError(
      `--timeout must be a number of seconds from 0.1 to 3600, not ${JSON.stringify(value)}.`,
      'For example: --timeout 60',
    );
  }
  return Math.max(Math.round(seconds * 1000), 100);
}

/** `id,name, domain_name` -> the field names; an empty list is a usage error. */
function parseJsonFields(value: string): string[] {
  const fields = value
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.length === 0 || fields.some((f) => !/^[\w.]+$/.test(f))) {
    throw new UsageError(`--json= takes field names separated by commas, not ${JSON.stringify(value)}.`, 'For example: --json=id,name');
  }
  return fields;
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
 * server it was issued by, so that `--api-url` cannot hand it to another host; each server signed
 * in to keeps its own.
 */
export function resolveSession(env: NodeJS.ProcessEnv, stored: StoredConfig, apiUrl: string): Session {
  if (env.TRACKCTL_TOKEN) return { token: env.TRACKCTL_TOKEN, source: 'env' };
  // `trackctl login` alone signs in to TRACKCTL_API_URL, else to the stored server, else the default.
  const loginServer = env.TRACKCTL_API_URL ? tryNormalize(env.TRACKCTL_API_URL) : (stored.apiUrl ?? DEFAULT_API_URL);
  const login = apiUrl === loginServer ? 'trackctl login' : `trackctl login --api-url ${apiUrl}`;
  const token = stored.servers?.[apiUrl]?.token ?? (stored.apiUrl === apiUrl ? stored.token : undefined);
  if (token) return { token, source: 'config' };
  const others = Object.entries(stored.servers ?? {}).flatMap(([url, server]) => (server.token ? [url] : []));
  if (others.length === 0 && !stored.token) throw new NotSignedInError('Not signed in.', { nextStep: `Run: ${login}` });
  throw new NotSignedInError(`Not signed in to ${apiUrl} (this machine is signed in to ${others.join(', ') || stored.apiUrl}).`, {
    nextStep: `Run: ${login}`,
  });
}

function tryNormalize(value: string): string | undefined {
  try {
    return normalizeApiUrl(value, '');
  } catch {
    return undefined;
  }
}

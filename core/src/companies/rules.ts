import type { CompanyState } from './constants';

/**
 * The canonical form of a company's domain, so one brand has one row: lower-case host, without
 * scheme, credentials, `www.`, port, path, query or trailing dot. Null when nothing like a host
 * name is left.
 */
export function normalizeDomain(input: string): string | null {
  let host = input.trim().toLowerCase();
  if (!host) return null;
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.replace(/^[^@/]*@/, '');
  host = host.split(/[/?#]/, 1)[0] ?? '';
  host = host.replace(/:\d+$/, '').replace(/\.$/, '').replace(/^www\d*\./, '');
  const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => label.test(l)) || /^\d+$/.test(labels.at(-1) ?? '')) return null;
  return host;
}

/** A URL as stored: one without an http(s) prefix gets `http://` (spec section 5). */
export function normalizeUrl(input: string): string {
  const url = input.trim();
  if (!url) return url;
  return /^https?:\/\//i.test(url) ? url : `http://${url}`;
}

/** `valid` is false exactly when the state is invalid. */
export function isValidState(state: CompanyState): boolean {
  return state !== 'invalid';
}

/** In the registration view a company counts as invalid when not valid, or invalid or archived. */
export function isInvalidForRegistration(company: { valid: boolean; state: CompanyState }): boolean {
  return !company.valid || company.state === 'invalid' || company.state === 'archived';
}

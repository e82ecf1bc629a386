import type { CompanyState } from './constants';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The canonical form of a company's domain, so one brand has one row: lower-case host (IDNs in
 * punycode), without scheme, `www.`, path, query or trailing dot (`HTTPS://www.Brand.com/shop` is
 * `brand.com`). Null for anything that is not a host name with a real top-level label, including
 * other schemes, credentials and ports.
 */
export function normalizeDomain(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  if (hasScheme && !/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `http://${trimmed}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.port) return null;
  let host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('www.') && host.indexOf('.', 4) !== -1) host = host.slice(4);
  const labels = host.split('.');
  const top = labels[labels.length - 1] ?? '';
  if (host.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !TOP_LEVEL.test(top)) return null;
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

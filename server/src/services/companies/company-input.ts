import { normalizeDomain, normalizeUrl, type CompanyUpdate } from '@tracker/core';
import { AppError } from '../../errors/app-error';
import type { CompanyChanges } from '../../repositories/companies-repository';

/** The canonical domain of what was typed, or a 422 pointing at the field. */
export function domainOrInvalid(input: string, pointer: string, fromName = false): string {
  const domain = normalizeDomain(input);
  if (domain) return domain;
  const shown = input.trim().slice(0, 100);
  throw new AppError(
    'invalid_input',
    fromName
      ? `A company needs its domain (such as brand.com); "${shown}" is not one. Give domain_name.`
      : `"${shown}" is not a domain name such as brand.com.`,
    { pointer },
  );
}

/** Text as stored: blank becomes null. */
export function storedText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value;
}

/** A URL as stored: blank becomes null, and one without http(s) gets http:// (spec section 5). */
function storedUrl(value: string | null | undefined): string | null | undefined {
  const t = storedText(value);
  return t ? normalizeUrl(t) : t;
}

/** The columns an edit changes: only the fields it sends, as stored. The domain is checked apart. */
export function updateChanges(input: CompanyUpdate): CompanyChanges {
  const changes: CompanyChanges = {
    type: input.type,
    name: input.name,
    description: storedText(input.description),
    signupUrl: storedUrl(input.signup_url),
    url: storedUrl(input.url),
    websiteUrl: storedUrl(input.websiteUrl),
    state: input.state,
    featured: input.featured,
    subscription: input.subscription,
    premium: input.premium,
    notes: storedText(input.notes),
    goodFit: input.good_fit,
    prioritized: input.prioritized,
    clearbitTags: input.clearbit_tags,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as CompanyChanges;
}

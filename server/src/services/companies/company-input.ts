import {
  DEFAULT_JOURNEY_DESCRIPTION,
  normalizeDomain,
  normalizeUrl,
  type CompanyCreate,
  type CompanyUpdate,
  type JourneyType,
} from '@tracker/core';
import { AppError } from '../../errors/app-error';
import type { CompanyChanges, NewCompany } from '../../repositories/companies-repository';
import { nameFromDomain } from './company-name';

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

/** What a create names: a company by id, or a domain (given, or a name that is one); a 422 when that is no domain. */
export function createTarget(input: CompanyCreate): { companyId: number; domain?: undefined } | { companyId?: undefined; domain: string } {
  if (input.company_id !== undefined) return { companyId: input.company_id };
  return {
    domain: input.domain_name
      ? domainOrInvalid(input.domain_name, '/domain_name')
      : domainOrInvalid(input.name ?? '', '/domain_name', true),
  };
}

/** A create's journey types, once each: the first description given for a type wins. */
export function requestedJourneys(input: CompanyCreate): Map<JourneyType, string> {
  const byType = new Map<JourneyType, string>();
  for (const journey of input.journeys ?? []) {
    const { type, description } = typeof journey === 'string' ? { type: journey, description: undefined } : journey;
    if (!byType.has(type)) byType.set(type, description ?? DEFAULT_JOURNEY_DESCRIPTION);
  }
  return byType;
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

/** The row of a company created for `domain`: active, named as given beside a domain, else after it. */
export function newCompany(domain: string, input: CompanyCreate): NewCompany {
  return {
    // A name is taken as given only beside a domain; alone, it was the domain.
    name: input.domain_name && input.name ? input.name : nameFromDomain(domain),
    domainName: domain,
    description: storedText(input.description) ?? null,
    url: normalizeUrl(domain),
    state: 'active',
    prioritized: input.prioritized ?? false,
  };
}

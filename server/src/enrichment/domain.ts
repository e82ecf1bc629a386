import { normalizeDomain as canonicalDomain } from '@tracker/core';
import { EnrichmentError } from './types';

/** The bare domain of what staff typed (core's rule), or an invalid_domain error saying what to fix. */
export function normalizeDomain(input: string): string {
  const domain = canonicalDomain(input);
  if (domain === null) {
    throw new EnrichmentError('invalid_domain', `"${input.trim().slice(0, 100)}" is not a domain name such as example.com`);
  }
  return domain;
}

// Company enrichment behind one interface. A route builds the provider once at start-up and calls
// `provider.enrich(domainOrUrl, { signal })`; failures are EnrichmentErrors whose messages staff can read.
import type { EnrichmentSettings } from '../config';
import { createHomepageProvider } from './homepage-provider';
import { createHttpProvider } from './http-provider';
import type { Resolver } from './resolver';
import type { EnrichmentProvider } from './types';

export * from './types';
export { type Resolver } from './resolver';
export { createHomepageProvider } from './homepage-provider';

/**
 * The enrichment provider the settings ask for: the HTTP API when an API URL is set, else the
 * homepage reader. A bad API URL throws at start-up with a message naming its setting.
 */
export function createEnrichmentProvider(settings: EnrichmentSettings, overrides: { resolver?: Resolver } = {}): EnrichmentProvider {
  const { apiUrl, apiKey, allowPrivateNetworks } = settings;
  if (apiUrl) return createHttpProvider({ urlTemplate: apiUrl, apiKey, allowPrivateNetworks, resolver: overrides.resolver });
  return createHomepageProvider({ allowPrivateNetworks, resolver: overrides.resolver });
}

// Company enrichment behind one interface. A route builds the provider once at start-up and calls
// `provider.enrich(domainOrUrl, { signal })`; failures are EnrichmentErrors whose messages staff can read.
import { z } from 'zod';
import { createHomepageProvider } from './homepage-provider';
import { createHttpProvider } from './http-provider';
import type { Resolver } from './resolver';
import type { EnrichmentProvider } from './types';

export * from './types';
export { normalizeDomain } from './domain';
export { isBlockedAddress } from './address-guard';
export { systemResolver, type Resolver } from './resolver';
export { safeFetch, type SafeFetch, type SafeFetchOptions, type SafeResponse } from './safe-fetch';
export { readHomepage, type HomepageMetadata } from './html';
export { detectTechnologies, TECHNOLOGY_SIGNATURES, type TechnologySignals, type TechnologySignature } from './technologies';
export { createHomepageProvider, type HomepageProviderOptions } from './homepage-provider';
export { createHttpProvider, type HttpProviderOptions } from './http-provider';

const Flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnrichmentEnv = z.object({
  /** An external enrichment API, with `{domain}` where the domain goes; unset reads homepages instead. */
  ENRICHMENT_API_URL: z.string().trim().optional(),
  /** Sent to that API as a bearer token. */
  ENRICHMENT_API_KEY: z.string().trim().optional(),
  /** Lets lookups reach private and loopback addresses: tests and local development only. */
  ENRICHMENT_ALLOW_PRIVATE_NETWORKS: Flag.default(false),
});

/**
 * The enrichment provider the environment asks for: the HTTP API when ENRICHMENT_API_URL is set,
 * else the homepage reader. A bad setting throws at start-up with a message naming it.
 */
export function createEnrichmentProvider(env: NodeJS.ProcessEnv = process.env, overrides: { resolver?: Resolver } = {}): EnrichmentProvider {
  const parsed = EnrichmentEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const { ENRICHMENT_API_URL: urlTemplate, ENRICHMENT_API_KEY: apiKey, ENRICHMENT_ALLOW_PRIVATE_NETWORKS: allowPrivateNetworks } = parsed.data;
  if (urlTemplate) return createHttpProvider({ urlTemplate, apiKey: apiKey || undefined, allowPrivateNetworks, resolver: overrides.resolver });
  return createHomepageProvider({ allowPrivateNetworks, resolver: overrides.resolver });
}

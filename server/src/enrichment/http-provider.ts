import { TECHNOLOGY_TYPES, type TechnologyType } from '@tracker/core';
import { z } from 'zod';
import { normalizeDomain } from './domain';
import type { Resolver } from './resolver';
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, formatSeconds, safeFetch, type SafeFetch } from './safe-fetch';
import { EnrichmentError, type DetectedTechnology, type EnrichmentProvider, type EnrichmentResult, type EnrichOptions } from './types';

export type HttpProviderOptions = {
  /** The API's URL with `{domain}` where the domain goes, e.g. `https://api.example.com/companies?domain={domain}`. */
  urlTemplate: string;
  /** Sent as `Authorization: Bearer <apiKey>`, to the API's origin only (not to where it redirects). */
  apiKey?: string;
  resolver?: Resolver;
  /** Let redirects from the API lead to private addresses; the API's own origin (scheme, host, port) is always allowed. */
  allowPrivateNetworks?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  fetchImpl?: SafeFetch;
};

const optionalText = z
  .string()
  .nullish()
  .transform((v) => v?.replace(/\s+/g, ' ').trim() || undefined);

/** The answer the external API gives; unknown fields are ignored. */
const EnrichmentApiAnswer = z.object({
  name: optionalText,
  description: optionalText,
  logo: optionalText,
  tags: z.array(z.string()).nullish(),
  tech: z.array(z.object({ name: z.string().trim().min(1), category: z.string().nullish() })).nullish(),
});
export type EnrichmentApiAnswer = z.infer<typeof EnrichmentApiAnswer>;

function technologyType(category: string | null | undefined): TechnologyType {
  const key = category?.trim().toLowerCase();
  return TECHNOLOGY_TYPES.find((t) => t === key) ?? 'misc';
}

function httpUrl(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Maps the API's answer onto an enrichment result. */
function fromApiAnswer(domain: string, answer: EnrichmentApiAnswer): EnrichmentResult {
  const technologies = new Map<string, DetectedTechnology>();
  for (const tech of answer.tech ?? []) {
    if (!technologies.has(tech.name))
      technologies.set(tech.name, { name: tech.name, type: technologyType(tech.category), evidence: 'enrichment API' });
  }
  const tags = [...new Set((answer.tags ?? []).map((t) => t.trim()).filter(Boolean))];
  const result: EnrichmentResult = { domain, url: `https://${domain}/`, technologies: [...technologies.values()], tags };
  if (answer.name) result.name = answer.name;
  if (answer.description) result.description = answer.description;
  const logoUrl = httpUrl(answer.logo);
  if (logoUrl) result.logoUrl = logoUrl;
  return result;
}

/** Checks an API URL template; throws a configuration error naming what is wrong. */
function checkUrlTemplate(template: string): URL {
  if (!template.includes('{domain}')) throw new Error('ENRICHMENT_API_URL must contain {domain}');
  const sample = httpUrl(template.replaceAll('{domain}', 'example.com'));
  if (!sample) throw new Error('ENRICHMENT_API_URL must be an http(s) URL');
  return new URL(sample);
}

/** Enriches a domain by asking an external HTTP enrichment API. */
export function createHttpProvider(options: HttpProviderOptions): EnrichmentProvider {
  const apiOrigin = checkUrlTemplate(options.urlTemplate).origin;
  const fetchImpl = options.fetchImpl ?? safeFetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  return {
    async enrich(input: string, enrichOptions: EnrichOptions = {}): Promise<EnrichmentResult> {
      const domain = normalizeDomain(input);
      const url = options.urlTemplate.replaceAll('{domain}', encodeURIComponent(domain));
      const response = await fetchImpl(url, {
        resolver: options.resolver,
        allowPrivateNetworks: options.allowPrivateNetworks ?? false,
        // The operator configured this origin, so it may live on an internal network; the key goes to it alone.
        trustedOrigins: [apiOrigin],
        timeoutMs,
        maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
        headers,
        signal: enrichOptions.signal,
      }).catch((error: unknown) => {
        if (error instanceof EnrichmentError && ['unreachable', 'timeout'].includes(error.code)) {
          const reason = error.code === 'timeout' ? `timed out after ${formatSeconds(timeoutMs)}` : 'could not connect';
          throw new EnrichmentError(error.code, `The enrichment service did not answer for ${domain}: ${reason}`, {
            host: domain,
            cause: error,
          });
        }
        throw error;
      });
      if (response.status === 404) {
        throw new EnrichmentError('not_found', `The enrichment service knows nothing about ${domain}`, { host: domain });
      }
      if (response.status < 200 || response.status >= 300) {
        throw new EnrichmentError(
          'http_status',
          `The enrichment service answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
          { host: domain },
        );
      }
      let body: unknown;
      try {
        body = JSON.parse(response.text());
      } catch (error) {
        throw new EnrichmentError('bad_response', 'The enrichment service sent an answer that is not JSON', { host: domain, cause: error });
      }
      const parsed = EnrichmentApiAnswer.safeParse(body);
      if (!parsed.success) {
        throw new EnrichmentError('bad_response', 'The enrichment service sent an answer in an unexpected shape', {
          host: domain,
          cause: parsed.error,
        });
      }
      return fromApiAnswer(domain, parsed.data);
    },
  };
}

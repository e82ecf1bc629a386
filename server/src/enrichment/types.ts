import type { TechnologyType } from '@tracker/core';

/** One technology found on a company's site or in its DNS, with what gave it away. */
export type DetectedTechnology = { name: string; type: TechnologyType; evidence: string };

/** What an enrichment lookup learns about a company from its domain. */
export type EnrichmentResult = {
  /** The normalised domain that was looked up (`brand.com`). */
  domain: string;
  name?: string;
  description?: string;
  /** An absolute http(s) URL of the best logo or icon found. */
  logoUrl?: string;
  /** The website as finally reached (after redirects), without query or fragment. */
  url: string;
  technologies: DetectedTechnology[];
  tags: string[];
};

export type EnrichOptions = { signal?: AbortSignal };

/** Anything that can enrich a domain: the homepage reader, an external API, a stub in tests. */
export type EnrichmentProvider = {
  enrich(domain: string, options?: EnrichOptions): Promise<EnrichmentResult>;
};

export const ENRICHMENT_ERROR_CODES = [
  'invalid_domain',
  'unsupported_url',
  'blocked_address',
  'unreachable',
  'timeout',
  'too_large',
  'too_many_redirects',
  'http_status',
  'not_html',
  'not_found',
  'bad_response',
  'aborted',
] as const;
export type EnrichmentErrorCode = (typeof ENRICHMENT_ERROR_CODES)[number];

/** The one error enrichment throws; its message is written for staff and safe to show them. */
export class EnrichmentError extends Error {
  readonly code: EnrichmentErrorCode;
  /** The domain or host the lookup was about, when known. */
  readonly host: string | undefined;

  constructor(code: EnrichmentErrorCode, message: string, options: { host?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EnrichmentError';
    this.code = code;
    this.host = options.host;
  }
}

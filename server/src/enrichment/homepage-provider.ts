import { normalizeDomain } from './domain';
import { readHomepage } from './html';
import { raceSignal } from './race-signal';
import { systemResolver, type Resolver } from './resolver';
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, safeFetch, type SafeFetch, type SafeResponse } from './safe-fetch';
import { detectTechnologies, tagsFor } from './technologies';
import { EnrichmentError, type EnrichmentProvider, type EnrichmentResult, type EnrichOptions } from './types';

export type HomepageProviderOptions = {
  resolver?: Resolver;
  /** Let the homepage resolve to private or loopback addresses; tests and local development only. */
  allowPrivateNetworks?: boolean;
  /** Budget for the homepage fetch (all redirects included) and, separately, for the DNS lookups. */
  timeoutMs?: number;
  maxBytes?: number;
  fetchImpl?: SafeFetch;
  /** The URLs to try in turn, falling to the next only when one cannot be reached. Tests point this at a local port. */
  homepageUrls?: (domain: string) => string[];
};

type DnsSignals = { mxHosts: string[]; spfMechanisms: string[] };

const defaultHomepageUrls = (domain: string) => [`https://${domain}/`, `http://${domain}/`];

// SPF records of the brand's own subdomains (`include:_spf.brand.com`) are followed this many times.
const MAX_OWN_SPF_LOOKUPS = 5;

/** Enriches a domain from its homepage (name, description, logo, scripts, headers) and its MX and SPF records. */
export function createHomepageProvider(options: HomepageProviderOptions = {}): EnrichmentProvider {
  const resolver = options.resolver ?? systemResolver;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetchImpl ?? safeFetch;
  const homepageUrls = options.homepageUrls ?? defaultHomepageUrls;

  async function fetchHomepage(domain: string, signal: AbortSignal | undefined): Promise<SafeResponse> {
    const urls = homepageUrls(domain);
    let lastError: unknown = new EnrichmentError('unreachable', `Could not reach ${domain}`, { host: domain });
    for (const url of urls) {
      try {
        return await fetchImpl(url, {
          resolver,
          allowPrivateNetworks: options.allowPrivateNetworks ?? false,
          timeoutMs,
          maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
          signal,
        });
      } catch (error) {
        // Only a connection failure (no TLS on port 443, refused) is worth retrying over plain http.
        if (!(error instanceof EnrichmentError) || error.code !== 'unreachable') throw error;
        lastError = error;
      }
    }
    throw lastError;
  }

  async function readDns(domain: string, signal: AbortSignal | undefined): Promise<DnsSignals> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs);
    const stop = () => controller.abort(new Error('aborted'));
    signal?.addEventListener('abort', stop, { once: true });
    // A missing or failing record only means fewer technologies, never a failed lookup.
    const quietly = <T>(promise: Promise<T>, fallback: T) => raceSignal(promise, controller.signal).catch(() => fallback);
    try {
      const [mx, spfMechanisms] = await Promise.all([
        quietly(resolver.resolveMx(domain), []),
        quietly(spfOf(domain, domain, resolver, { left: MAX_OWN_SPF_LOOKUPS }), []),
      ]);
      const mxHosts = [...mx].sort((a, b) => a.priority - b.priority).map((r) => r.exchange.toLowerCase().replace(/\.$/, ''));
      return { mxHosts, spfMechanisms };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    }
  }

  return {
    async enrich(input: string, enrichOptions: EnrichOptions = {}): Promise<EnrichmentResult> {
      const domain = normalizeDomain(input);
      const { signal } = enrichOptions;
      const [page, dns] = await Promise.all([fetchHomepage(domain, signal), readDns(domain, signal)]);
      if (page.status >= 400) {
        throw new EnrichmentError('http_status', `${domain} answered ${page.status}${page.statusText ? ` ${page.statusText}` : ''}`, {
          host: domain,
        });
      }
      const contentType = page.headers.get('content-type');
      const html = page.text();
      const looksHtml = contentType ? /html/i.test(contentType) : /^\s*</.test(html);
      if (!looksHtml) {
        throw new EnrichmentError('not_html', `${domain} did not answer with a web page (${contentType ?? 'unknown content'})`, {
          host: domain,
        });
      }

      const metadata = readHomepage(html, page.url, { domain });
      const technologies = detectTechnologies({
        html,
        scriptSrcs: metadata.scriptSrcs,
        generator: metadata.generator,
        headers: page.headers,
        ...dns,
      });
      const finalUrl = new URL(page.url);
      finalUrl.search = '';
      const result: EnrichmentResult = { domain, url: finalUrl.href, technologies, tags: tagsFor(technologies) };
      if (metadata.name) result.name = metadata.name;
      if (metadata.description) result.description = metadata.description;
      if (metadata.logoUrl) result.logoUrl = metadata.logoUrl;
      return result;
    },
  };
}

/** The include and redirect mechanisms of a domain's SPF record, following the brand's own subdomains. */
async function spfOf(host: string, domain: string, resolver: Resolver, budget: { left: number }): Promise<string[]> {
  budget.left -= 1;
  const records = await resolver.resolveTxt(host);
  const spf = records.map((chunks) => chunks.join('')).find((record) => /^v=spf1(?:\s|$)/i.test(record.trim()));
  if (!spf) return [];
  const mechanisms = spf
    .trim()
    .split(/\s+/)
    .filter((term) => /^[+~?-]?(?:include:|redirect=)/i.test(term))
    .map((term) => term.replace(/^[+~?-]/, '').toLowerCase());
  const nested = await Promise.all(
    mechanisms.map(async (mechanism) => {
      const target = mechanism.replace(/^(?:include:|redirect=)/, '').replace(/\.$/, '');
      const own = target === domain || target.endsWith(`.${domain}`);
      if (!own || target === host || budget.left <= 0) return [];
      return spfOf(target, domain, resolver, budget).catch(() => []);
    }),
  );
  return [...new Set([...mechanisms, ...nested.flat()])];
}

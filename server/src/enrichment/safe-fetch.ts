import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isBlockedAddress } from './address-guard';
import { raceSignal } from './race-signal';
import { systemResolver, type Resolver } from './resolver';
import { EnrichmentError } from './types';

export const DEFAULT_TIMEOUT_MS = 8_000;
export const DEFAULT_MAX_BYTES = 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const USER_AGENT = 'Mozilla/5.0 (compatible; TrackerConsoleEnrichment/1.0)';

type SafeFetchOptions = {
  resolver?: Resolver;
  /** Let hosts resolve to private or loopback addresses; for tests and local development only. */
  allowPrivateNetworks?: boolean;
  /**
   * Origins (scheme, host and port, as `URL.origin` spells them) that may resolve to private
   * addresses, such as a configured internal API: its host on another port is not trusted.
   */
  trustedOrigins?: readonly string[];
  /** Budget for the whole exchange: every lookup, redirect and the body. */
  timeoutMs?: number;
  /** Largest body (after decompression) read before giving up. */
  maxBytes?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type SafeResponse = {
  /** The URL that answered, after redirects. */
  url: string;
  /** The URLs that redirected, in order. */
  redirects: string[];
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
  /** The body decoded with the charset of the Content-Type header or of a `<meta charset>`. */
  text(): string;
};

export type SafeFetch = (url: string, options?: SafeFetchOptions) => Promise<SafeResponse>;

type Exchange = { url: URL; status: number; statusText: string; headers: Headers; location: string | undefined; body: Buffer };

type Context = {
  resolver: Resolver;
  allowPrivateNetworks: boolean;
  trustedOrigins: readonly string[];
  maxBytes: number;
  /** Sent with every request; credentials are taken out once a redirect leaves the first URL's origin. */
  headers: Record<string, string>;
  signal: AbortSignal;
  /** Turns whatever failed into the error staff see, telling a timeout from a cancel. */
  fail: (error: unknown, host: string) => EnrichmentError;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a URL from the server side without letting it reach private networks: http(s) only, every
 * host (including each redirect's) resolved and vetted, a total time budget and a body size cap.
 */
export const safeFetch: SafeFetch = async (input, options = {}) => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs);
  const onCallerAbort = () => controller.abort(new Error('aborted'));
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) onCallerAbort();

  const ctx: Context = {
    resolver: options.resolver ?? systemResolver,
    allowPrivateNetworks: options.allowPrivateNetworks ?? false,
    trustedOrigins: options.trustedOrigins ?? [],
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    headers: {
      'user-agent': USER_AGENT,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br',
      ...lowerCaseKeys(options.headers ?? {}),
    },
    signal: controller.signal,
    fail: (error, host) => {
      if (error instanceof EnrichmentError) return error;
      if (options.signal?.aborted) return new EnrichmentError('aborted', `The lookup of ${host} was cancelled`, { host, cause: error });
      if (controller.signal.aborted) {
        return new EnrichmentError('timeout', `Could not reach ${host}: timed out after ${formatSeconds(timeoutMs)}`, {
          host,
          cause: error,
        });
      }
      return new EnrichmentError('unreachable', `Could not reach ${host}: ${describeNetworkError(error)}`, { host, cause: error });
    },
  };

  try {
    let url = parseHttpUrl(input);
    const origin = url.origin;
    const redirects: string[] = [];
    for (;;) {
      // As browsers do: a key meant for the first origin is not handed to wherever it redirects.
      if (url.origin !== origin) ctx.headers = withoutCredentials(ctx.headers);
      const exchange = await exchangeOnce(url, ctx);
      if (exchange.location === undefined) {
        const { status, statusText, headers, body } = exchange;
        return { url: url.href, redirects, status, statusText, headers, body, text: () => decodeText(body, headers.get('content-type')) };
      }
      if (redirects.length >= maxRedirects) {
        throw new EnrichmentError('too_many_redirects', `${url.hostname} redirected more than ${maxRedirects} times`, {
          host: url.hostname,
        });
      }
      redirects.push(url.href);
      url = parseHttpUrl(exchange.location, url);
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
};

function parseHttpUrl(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new EnrichmentError('unsupported_url', `"${input}" is not a web address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EnrichmentError('unsupported_url', `Refused to fetch ${url.protocol} addresses; only http and https are allowed`, {
      host: url.hostname,
    });
  }
  url.hash = '';
  return url;
}

/** One request and its answer; a redirect's body is discarded unread. */
async function exchangeOnce(url: URL, ctx: Context): Promise<Exchange> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  try {
    const addresses = await resolveVetted(host, url.origin, ctx);
    const response = await sendRequest(url, addresses, ctx);
    const headers = toHeaders(response.rawHeaders);
    const status = response.statusCode ?? 0;
    const location = REDIRECT_STATUSES.has(status) ? (headers.get('location') ?? undefined) : undefined;
    if (location !== undefined) {
      response.destroy();
      return { url, status, statusText: response.statusMessage ?? '', headers, location, body: Buffer.alloc(0) };
    }
    const body = await readCapped(response, headers, host, ctx);
    return { url, status, statusText: response.statusMessage ?? '', headers, location, body };
  } catch (error) {
    throw ctx.fail(error, host);
  }
}

/** The addresses of a host, refused when any of them is private (unless allowed). */
async function resolveVetted(host: string, origin: string, ctx: Context): Promise<Array<{ address: string; family: number }>> {
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await raceSignal(ctx.resolver.lookup(host, { all: true }), ctx.signal);
  if (addresses.length === 0) throw new Error(`no address for ${host}`);
  if (ctx.allowPrivateNetworks || ctx.trustedOrigins.includes(origin)) return addresses;
  const bad = addresses.find((a) => isBlockedAddress(a.address));
  if (bad) {
    throw new EnrichmentError(
      'blocked_address',
      `Refused to fetch ${host}: it points to a private or reserved network address (${bad.address})`,
      { host },
    );
  }
  return addresses;
}

function sendRequest(url: URL, addresses: Array<{ address: string; family: number }>, ctx: Context): Promise<http.IncomingMessage> {
  // The socket connects through this lookup, which only hands out the addresses vetted above: no second DNS answer (rebinding) can slip in.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    const fit = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
    const first = fit[0];
    if (!first) return callback(Object.assign(new Error('no vetted address of that family'), { code: 'ENOTFOUND' }), '', 0);
    if (options.all) return callback(null, fit);
    callback(null, first.address, first.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, { method: 'GET', headers: ctx.headers, lookup, agent: false, signal: ctx.signal }, resolve);
    request.on('error', reject);
    request.end();
  });
}

async function readCapped(response: http.IncomingMessage, headers: Headers, host: string, ctx: Context): Promise<Buffer> {
  const tooLarge = () => new EnrichmentError('too_large', `${host} sent more than ${formatBytes(ctx.maxBytes)}; stopped reading`, { host });
  const declared = Number(headers.get('content-length'));
  if (headers.get('content-encoding') === null && Number.isFinite(declared) && declared > ctx.maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const stream = decoded(response, headers.get('content-encoding'));
  const onAbort = () => stream.destroy(new Error('aborted'));
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > ctx.maxBytes) {
        stream.destroy();
        response.destroy();
        throw tooLarge();
      }
      chunks.push(buffer);
    }
    return Buffer.concat(chunks);
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
  }
}

/** The body with its Content-Encoding undone, so the size cap counts what would sit in memory. */
function decoded(response: http.IncomingMessage, encoding: string | null): Readable {
  const name = encoding?.trim().toLowerCase();
  const decoder =
    name === 'gzip' || name === 'x-gzip'
      ? createGunzip()
      : name === 'deflate'
        ? createInflate()
        : name === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) return response;
  return pipeline(response, decoder, () => {});
}

function toHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i] as string, raw[i + 1] as string);
    } catch {
      // A header value fetch's Headers refuses (control characters) carries nothing enrichment needs.
    }
  }
  return headers;
}

const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie']);

/** The headers without those that carry credentials. */
function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name)));
}

function lowerCaseKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k.toLowerCase(), v]));
}

function decodeText(body: Buffer, contentType: string | null): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const sniffed = declared ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(sniffed ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function describeNetworkError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ENODATA':
      return 'no such host';
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
      return 'connection reset';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    case 'CERT_HAS_EXPIRED':
      return 'its certificate has expired';
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
      return 'its certificate is not valid';
    default:
      if (typeof code === 'string' && (code.startsWith('ERR_SSL') || code.startsWith('EPROTO'))) return 'secure connection failed';
      return error instanceof Error && error.message ? error.message : 'connection failed';
  }
}

/** `8 s`, `0.2 s`. */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/** `1 MB`, `512 KB`, `10 bytes`. */
function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

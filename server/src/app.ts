import cookie from '@fastify/cookie';
import { systemClock, type Clock } from '@tracker/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { createBillingProvider, type BillingProvider } from './billing';
import type { AssetStore } from './assets/asset-store';
import { createAssetStore } from './assets/create-asset-store';
import type { Config, HttpTimeouts } from './config';
import type { Database } from './db/client';
import { createEnrichmentProvider, type EnrichmentProvider } from './enrichment';
import type { MailDnsResolver } from './mail-auth/mail-dns';
import { createMailer, type Mailer } from './mail/mailer';
import { auditPlugin } from './plugins/audit';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, sendClientError } from './plugins/error-handler';
import { loggerOptions, type LoggerOverrides } from './plugins/logger-options';
import { originCheckPlugin } from './plugins/origin-check';
import { genReqId, requestIdPlugin } from './plugins/request-id';
import { requestQueuePlugin } from './plugins/request-queue';
import { securityHeadersPlugin } from './plugins/security-headers';
import { servicesPlugin } from './plugins/services';
import type { Pause } from './services/sign-in-throttle';
import { swaggerPlugin } from './plugins/swagger';
import { webAppPlugin } from './plugins/web-app';
import { apiRoutes } from './routes/api';
import { serializerCompiler } from './validation/serializer-compiler';
import { validatorCompiler } from './validation/validator-compiler';

/** Trusts the nearest `hops` proxies (Fastify takes a hop count at runtime, but its types do not say so). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Often enough that a timed-out request is closed soon after its time, rarely enough to cost nothing. */
function connectionsCheckingInterval({ headersMs }: HttpTimeouts): number {
  return Math.min(5_000, Math.max(50, Math.floor(headersMs / 4)));
}

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /** false silences the log (tests); an object adjusts pino's options, e.g. a `stream` to capture it. */
  logger?: boolean | LoggerOverrides;
  /** Where mail goes; by default SMTP when configured, otherwise the log. */
  mailer?: Mailer;
  /** Looks companies up on the web; by default as the configuration says (tests pass a local one). */
  enrichment?: EnrichmentProvider;
  /** Where subscription changes go; by default as the configuration says (Stripe with a key, else local). */
  billing?: BillingProvider;
  /** Where every "now" comes from; the system clock by default (tests pass a fixed one). */
  clock?: Clock;
  /** How a slowed-down sign-in waits; a timer by default (tests pass one that records and returns). */
  pause?: Pause;
  /** DNS for authenticating arriving mail; by default as TRACKER_MAIL_DNS says (tests pass a stub). */
  mailDns?: MailDnsResolver;
  /** Where raw emails are kept; by default the local directory the configuration names (tests pass one in memory). */
  assets?: AssetStore;
  /**
   * Whether each response is checked against its schema before it is sent (see serializerCompiler):
   * on by default, so every test's app checks; the production server turns it off.
   */
  checkResponses?: boolean;
};

/** Builds the API server and the web app's host. Plugins are registered in order; each says why it is there. */
export async function buildApp({
  config,
  db,
  logger = true,
  mailer,
  enrichment,
  billing,
  clock = systemClock,
  pause,
  mailDns,
  assets,
  checkResponses = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    // Structured JSON logs at the configured level, with credentials redacted.
    logger: logger === false ? false : loggerOptions(config, logger === true ? {} : logger),
    // Every request gets an id (the caller's X-Request-Id when sane) that appears in logs and errors.
    genReqId,
    requestIdHeader: false,
    // Behind a TLS-terminating proxy, X-Forwarded-* tell the client's IP (rate limits) and https (Secure cookies).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Errors Fastify raises before routing (a malformed URL) are answered as error documents too.
    frameworkErrors: (error, request, reply) => sendClientError(error, request, reply),
    // A client that sends its request slowly, or stops halfway, is answered 408 and its connection
    // closed; one that says nothing at all is closed too (Fastify sets no limit by default).
    requestTimeout: config.http.requestMs,
    keepAliveTimeout: config.http.keepAliveMs,
    connectionTimeout: config.http.connectionMs,
    http: {
      headersTimeout: config.http.headersMs,
      // Node checks the two timeouts above only this often (every 30 s by default).
      connectionsCheckingInterval: connectionsCheckingInterval(config.http),
    },
  });

  // The zod schemas of core's contract validate input (after the rules every input obeys) and, where
  // responses are checked, output.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(checkResponses));
  // The API speaks JSON only. Dropping the text/plain parser answers such bodies, which a page on
  // another site can send without a CORS preflight, with 415.
  app.removeContentTypeParser('text/plain');

  // First, so that every response, even a failure in a later plugin, carries its request id.
  await app.register(requestIdPlugin);
  // Security headers and the Content Security Policy for the web app.
  await app.register(securityHeadersPlugin);
  // Cookies carry the browser session.
  await app.register(cookie);
  // Configuration, the clock, repositories and services, for handlers and the plugins below.
  await app.register(servicesPlugin, {
    config,
    db,
    clock,
    mailer: mailer ?? createMailer(config, app.log),
    enrichment: enrichment ?? createEnrichmentProvider(config.enrichment),
    billing: billing ?? createBillingProvider(config.billing),
    pause,
    assets: assets ?? createAssetStore(config, clock),
    mailDns,
  });
  // Failures become JSON:API error documents; set before any route, as each keeps the handler in force when added.
  await app.register(errorHandlerPlugin);
  // Answers 503 past a bound of requests in progress, as each starts its work on the database; the
  // health check stays outside, so that a busy server still reports itself alive.
  if (config.maxPendingRequests !== undefined)
    await app.register(requestQueuePlugin, { limit: config.maxPendingRequests, outside: ['/api/health'] });
  // Resolves the session cookie or bearer token into `request.auth`.
  await app.register(authPlugin);
  // Refuses writes sent from other sites (CSRF).
  await app.register(originCheckPlugin);
  // Gives writes their actor and request id for the audit log.
  await app.register(auditPlugin);
  // The OpenAPI document and its reference page; before the routes, which it collects.
  // Unset, the document names no host (`/`): the listen address may not be where readers reach it.
  await app.register(swaggerPlugin, { publicUrl: config.publicUrlConfigured ? config.publicUrl : undefined });
  // The API, straight from core's endpoint table.
  await app.register(apiRoutes, { prefix: '/api', inboundMaxBytes: config.inbound.maxBytes });
  // Last: the built web app, index.html for deep links, and 404s.
  await app.register(webAppPlugin, { webDist: config.webDist });

  return app;
}

import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { REGISTRATION_DOMAINS } from '@tracker/core';
import { isSafeKey } from './assets/asset-store';

const Flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The largest inbound message taken unless TRACKER_INBOUND_MAX_BYTES says otherwise: 25 MiB, as mail providers allow. */
export const DEFAULT_INBOUND_MAX_BYTES = 25 * 1024 * 1024;

/** Where an invitation's guid goes in TRACKER_INVITATION_URL. */
export const INVITATION_GUID_PLACEHOLDER = '{guid}';

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** TRACKER_INVITATION_URL: unset or empty for none; else an http(s) URL once `{guid}`, which it must hold, is filled in. */
const InvitationUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .trim()
    .refine((v) => v.includes(INVITATION_GUID_PLACEHOLDER), 'TRACKER_INVITATION_URL must contain {guid}, where the invitation goes')
    .refine((v) => isHttpUrl(v.replaceAll(INVITATION_GUID_PLACEHOLDER, 'guid')), 'TRACKER_INVITATION_URL must be an http(s) URL')
    .optional(),
);

/** A domain name of at least two labels: letters, digits and inner hyphens, lower case. */
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * TRACKER_REGISTRATION_DOMAINS: the domains new inboxes go on, comma-separated, the first the
 * default; one or more, each once. Unset or empty, core's four.
 */
const RegistrationDomains = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .transform((value) => value.split(',').map((domain) => domain.trim().toLowerCase()))
    .superRefine((domains, ctx) => {
      for (const domain of domains) {
        if (!DOMAIN_NAME.test(domain))
          ctx.addIssue({
            code: 'custom',
            message: `TRACKER_REGISTRATION_DOMAINS: "${domain}" is not a domain name (separate domains with commas)`,
          });
      }
      const twice = domains.find((domain, index) => domains.indexOf(domain) !== index);
      if (twice !== undefined) ctx.addIssue({ code: 'custom', message: `TRACKER_REGISTRATION_DOMAINS names ${twice} twice` });
    })
    .optional(),
);

/** Unset and empty are the same: the setting is not used. */
const unsetWhenEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Plain http is for a store on this machine only: elsewhere the raw emails would cross the network readable. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * TRACKER_ASSETS_S3_URL: the bucket's URL, an object being at this URL plus `/{key}`: path style
 * (`https://minio.example:9000/tracker-assets`) or virtual-hosted (`https://tracker-assets.s3.eu-west-1.amazonaws.com`).
 */
const S3BucketUrl = z.preprocess(
  unsetWhenEmpty,
  z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'TRACKER_ASSETS_S3_URL must be the bucket’s https:// URL' });
        return;
      }
      const problem =
        url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))
          ? 'TRACKER_ASSETS_S3_URL must be an https:// URL (plain http only for a store on localhost)'
          : url.username || url.password
            ? 'TRACKER_ASSETS_S3_URL must not hold credentials: set TRACKER_ASSETS_S3_ACCESS_KEY_ID and TRACKER_ASSETS_S3_SECRET_ACCESS_KEY'
            : url.search || url.hash
              ? 'TRACKER_ASSETS_S3_URL must be the bucket’s URL, without a query or fragment'
              : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((text) => text.replace(/\/+$/, ''))
    .optional(),
);

/** TRACKER_ASSETS_S3_PREFIX: a folder in the bucket the assets go under (`tracker/production`). */
const S3Prefix = z.preprocess(
  unsetWhenEmpty,
  z
    .string()
    .trim()
    .transform((text) => text.replace(/^\/+|\/+$/g, ''))
    .refine(isSafeKey, 'TRACKER_ASSETS_S3_PREFIX must be folder names of letters, digits and ._- separated by slashes')
    .optional(),
);

/** A duration in milliseconds, more than zero; unset or empty takes the default. */
function milliseconds(setting: string, byDefault: number) {
  return z.preprocess(
    unsetWhenEmpty,
    z.coerce.number().int(`${setting} must be a whole number of milliseconds`).min(1, `${setting} must be more than 0`).default(byDefault),
  );
}

/** A whole number from `min`; unset or empty takes the default. */
function wholeNumber(setting: string, byDefault: number, min = 1) {
  return z.preprocess(
    unsetWhenEmpty,
    z.coerce.number().int(`${setting} must be a whole number`).min(min, `${setting} must be ${min} or more`).default(byDefault),
  );
}

/** SMTP: 25 MiB, what the big mailbox providers accept, so no brand's message is refused for size alone. */
const SMTP_MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/**
 * TRACKER_SMTP_PROXY: unset (or false) reads no PROXY header; true expects one from every peer (a
 * load balancer in front of every connection); a list of addresses expects it from those peers only.
 */
const SmtpProxy = z.preprocess(
  unsetWhenEmpty,
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (['true', 'false', '1', '0', 'yes', 'no'].includes(value.toLowerCase())) return;
      const wrong = value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => !ipaddr.isValid(entry));
      if (wrong.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `TRACKER_SMTP_PROXY: "${wrong.join('", "')}" is not an IP address: set true, false, or the load balancers' addresses, comma-separated`,
        });
    })
    .optional(),
);

function parseSmtpProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || ['false', '0', 'no'].includes(value.toLowerCase())) return false;
  if (['true', '1', 'yes'].includes(value.toLowerCase())) return true;
  return value.split(',').map((entry) => entry.trim());
}

/** TRACKER_MAIL_DNS: off (unset or empty too), system, or DNS servers' IP addresses, comma-separated. */
const MailDns = z.preprocess(
  unsetWhenEmpty,
  z
    .string()
    .trim()
    .default('off')
    .transform((value, ctx): 'off' | 'system' | string[] => {
      const lower = value.toLowerCase();
      if (lower === 'off' || lower === 'system') return lower;
      const servers = value.split(',').map((v) => v.trim());
      const wrong = servers.filter((v) => !ipaddr.isValid(v));
      if (wrong.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `TRACKER_MAIL_DNS: "${wrong.join('", "')}" is not an IP address: set off, system, or DNS servers' addresses, comma-separated`,
        });
        return z.NEVER;
      }
      return servers;
    }),
);

/** The settings that mean nothing without TRACKER_ASSETS_S3_URL. */
const S3_SETTINGS = [
  'TRACKER_ASSETS_S3_REGION',
  'TRACKER_ASSETS_S3_ACCESS_KEY_ID',
  'TRACKER_ASSETS_S3_SECRET_ACCESS_KEY',
  'TRACKER_ASSETS_S3_PREFIX',
] as const;

/** proxy-addr's names for address ranges, which Fastify takes in a list beside addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  if (!entry.includes('/')) return ipaddr.isValid(entry);
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

const TRUST_PROXY_HELP =
  'set the number of proxies in front of the server (TRUST_PROXY=1 for one) or their addresses (TRUST_PROXY=10.0.0.5 or 10.0.0.0/8, comma-separated)';

/**
 * TRUST_PROXY: unset (or false, 0, no) trusts no proxy; a hop count trusts that many in front; a
 * list trusts those addresses. `true` is refused: it trusts every hop, so each client would choose
 * the address the sign-in and forgot-password limits count, with a new X-Forwarded-For each try.
 */
const TrustProxy = z.preprocess(
  unsetWhenEmpty,
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (['true', 'yes'].includes(value.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY=${value} would let every client choose its own address (X-Forwarded-For): ${TRUST_PROXY_HELP}`,
        });
        return;
      }
      if (/^\d+$/.test(value) || ['false', 'no'].includes(value.toLowerCase())) return;
      const wrong = value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => !isProxyAddress(entry));
      if (wrong.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY: "${wrong.join('", "')}" is not a hop count, an IP address or a CIDR range: ${TRUST_PROXY_HELP}`,
        });
    })
    .optional(),
);

const Env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    TRACKER_DATA_DIR: z.string().default('./data'),
    /** The asset store's directory (raw emails); defaults to `assets` inside the data directory. */
    TRACKER_ASSETS_DIR: z.string().trim().optional(),
    /** Set, raw emails go to this S3-compatible bucket instead of the directory. */
    TRACKER_ASSETS_S3_URL: S3BucketUrl,
    /** The bucket's region as the service names it (`eu-west-1`; R2 `auto`; MinIO and Ceph `us-east-1` unless configured otherwise). */
    TRACKER_ASSETS_S3_REGION: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]+$/, 'TRACKER_ASSETS_S3_REGION must be a region name such as eu-west-1')
        .optional(),
    ),
    TRACKER_ASSETS_S3_ACCESS_KEY_ID: z.preprocess(unsetWhenEmpty, z.string().trim().optional()),
    TRACKER_ASSETS_S3_SECRET_ACCESS_KEY: z.preprocess(unsetWhenEmpty, z.string().trim().optional()),
    TRACKER_ASSETS_S3_PREFIX: S3Prefix,
    TRACKER_ADMIN_EMAIL: z.email().optional(),
    TRACKER_ADMIN_PASSWORD: z.string().min(12, 'TRACKER_ADMIN_PASSWORD needs at least 12 characters').optional(),
    /** Set to false to create only the admin account on first start, without the demo data set. */
    TRACKER_DEMO_DATA: Flag.default(true),
    TRACKER_REGISTRATION_DOMAINS: RegistrationDomains,
    /** The public origin of the console, used in links in mail; defaults to the server's own listen address. */
    TRACKER_PUBLIC_URL: z.url().optional(),
    /** The customer-facing app's page that accepts a team invitation, with `{guid}` where its guid goes; unset, invitation mail has no link. */
    TRACKER_INVITATION_URL: InvitationUrl,
    SMTP_URL: z.string().optional(),
    SMTP_FROM: z.string().default('Tracker console <no-reply@tracker.example>'),
    /** Where the built web app is; defaults to web/dist beside the server workspace. */
    TRACKER_WEB_DIST: z.string().optional(),
    /** Set when a reverse proxy terminates TLS: honours X-Forwarded-For/-Proto/-Host. A hop count, or the proxies' addresses. */
    TRUST_PROXY: TrustProxy,
    /** An external enrichment API, with `{domain}` where the domain goes; unset reads homepages instead. */
    ENRICHMENT_API_URL: z.string().trim().optional(),
    /** Sent to that API as a bearer token. */
    ENRICHMENT_API_KEY: z.string().trim().optional(),
    /** Lets lookups reach private and loopback addresses: tests and local development only. */
    ENRICHMENT_ALLOW_PRIVATE_NETWORKS: Flag.or(z.literal('').transform(() => false)).default(false),
    /** API requests served or waiting at once before more are answered 503 (default 32 on PGlite, no limit on PostgreSQL; 0 for no limit). */
    TRACKER_MAX_PENDING_REQUESTS: z.coerce.number().int().min(0).optional(),
    /** How long a client has to send a whole request, headers and body, before it is answered 408 and its connection closed. */
    TRACKER_REQUEST_TIMEOUT_MS: milliseconds('TRACKER_REQUEST_TIMEOUT_MS', 30_000),
    /** How long a client has to send a request's headers (at most the request timeout). */
    TRACKER_HEADERS_TIMEOUT_MS: milliseconds('TRACKER_HEADERS_TIMEOUT_MS', 10_000),
    /** How long an idle keep-alive connection stays open between requests. */
    TRACKER_KEEP_ALIVE_TIMEOUT_MS: milliseconds('TRACKER_KEEP_ALIVE_TIMEOUT_MS', 72_000),
    /** How long a connection may see no traffic either way (a client that stops reading its answer) before it is closed. */
    TRACKER_CONNECTION_TIMEOUT_MS: milliseconds('TRACKER_CONNECTION_TIMEOUT_MS', 120_000),
    /** PostgreSQL: how long opening a connection may take, at start-up and in the pool. */
    TRACKER_DATABASE_CONNECT_TIMEOUT_MS: milliseconds('TRACKER_DATABASE_CONNECT_TIMEOUT_MS', 5_000),
    /** PostgreSQL: the longest one statement may run, and a transaction may sit idle, before the server ends it. */
    TRACKER_DATABASE_QUERY_TIMEOUT_MS: milliseconds('TRACKER_DATABASE_QUERY_TIMEOUT_MS', 10_000),
    /** The SMTP listener's port; 0 turns it off. */
    TRACKER_SMTP_PORT: z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number()
        .int('TRACKER_SMTP_PORT must be a port number')
        .min(0, 'TRACKER_SMTP_PORT must be a port number from 0 (off) to 65535')
        .max(65535, 'TRACKER_SMTP_PORT must be a port number from 0 (off) to 65535')
        .default(2525),
    ),
    /** The address the SMTP listener binds; HOST unless set. */
    TRACKER_SMTP_HOST: z.preprocess(unsetWhenEmpty, z.string().trim().optional()),
    /** PEM files of the certificate (with its chain) and key STARTTLS offers; both or neither. */
    TRACKER_SMTP_TLS_CERT: z.preprocess(unsetWhenEmpty, z.string().trim().optional()),
    TRACKER_SMTP_TLS_KEY: z.preprocess(unsetWhenEmpty, z.string().trim().optional()),
    TRACKER_SMTP_PROXY: SmtpProxy,
    TRACKER_SMTP_MAX_MESSAGE_BYTES: wholeNumber('TRACKER_SMTP_MAX_MESSAGE_BYTES', SMTP_MAX_MESSAGE_BYTES, 1024),
    TRACKER_SMTP_MAX_BUFFERED_BYTES: wholeNumber('TRACKER_SMTP_MAX_BUFFERED_BYTES', 256 * 1024 * 1024, 1024),
    TRACKER_SMTP_MAX_RECIPIENTS: wholeNumber('TRACKER_SMTP_MAX_RECIPIENTS', 100),
    TRACKER_SMTP_MAX_CONNECTIONS: wholeNumber('TRACKER_SMTP_MAX_CONNECTIONS', 500),
    TRACKER_SMTP_MAX_CONNECTIONS_PER_ADDRESS: wholeNumber('TRACKER_SMTP_MAX_CONNECTIONS_PER_ADDRESS', 20),
    TRACKER_SMTP_MAX_COMMANDS: wholeNumber('TRACKER_SMTP_MAX_COMMANDS', 1000),
    TRACKER_SMTP_SOCKET_TIMEOUT_MS: milliseconds('TRACKER_SMTP_SOCKET_TIMEOUT_MS', 60_000),
    TRACKER_SMTP_STORE_TIMEOUT_MS: milliseconds('TRACKER_SMTP_STORE_TIMEOUT_MS', 30_000),
    TRACKER_SMTP_CLOSE_TIMEOUT_MS: milliseconds('TRACKER_SMTP_CLOSE_TIMEOUT_MS', 10_000),
    /** A Stripe secret key: set, subscriptions are cancelled through Stripe's API; unset, the local billing provider records changes only. */
    STRIPE_SECRET_KEY: z.string().trim().optional(),
    /** Stripe's API origin (tests point it at a stub server). */
    STRIPE_API_URL: z.url().default('https://api.stripe.com'),
    /** Whether this process runs the job queue's worker (inbound mail, reprocess); off for an API-only process. */
    TRACKER_WORKER: Flag.default(true),
    /** How often an idle worker looks for due jobs (retries, jobs queued by other processes). */
    TRACKER_WORKER_POLL_MS: milliseconds('TRACKER_WORKER_POLL_MS', 1_000),
    /** How many jobs one worker runs at once; unset, 8 on PostgreSQL and 1 on PGlite (one query at a time). */
    TRACKER_WORKER_CONCURRENCY: z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number()
        .int('TRACKER_WORKER_CONCURRENCY must be a whole number')
        .min(1, 'TRACKER_WORKER_CONCURRENCY must be 1 or more')
        .max(64, 'TRACKER_WORKER_CONCURRENCY must be at most 64')
        .optional(),
    ),
    /** How often the worker retrains the classifier from the manual classifications, in hours; 0 only on demand. */
    TRACKER_CLASSIFIER_TRAIN_HOURS: z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number()
        .int('TRACKER_CLASSIFIER_TRAIN_HOURS must be a whole number of hours')
        .min(0, 'TRACKER_CLASSIFIER_TRAIN_HOURS must be 0 (on demand only) or more')
        .max(24 * 30, 'TRACKER_CLASSIFIER_TRAIN_HOURS must be at most 720 (30 days)')
        .default(24),
    ),
    /** Worker threads that parse and render arriving mail; 0 renders on the main thread. Unset: the cores less one (1 to 4). */
    TRACKER_RENDER_THREADS: z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number()
        .int('TRACKER_RENDER_THREADS must be a whole number')
        .min(0, 'TRACKER_RENDER_THREADS must be 0 (the main thread) or more')
        .max(16, 'TRACKER_RENDER_THREADS must be at most 16')
        .optional(),
    ),
    /** The shared secret inbound webhook requests are signed with (HMAC-SHA256 of the body); unset, the webhook answers 503. */
    TRACKER_INBOUND_SECRET: z.preprocess(
      unsetWhenEmpty,
      z.string().min(16, 'TRACKER_INBOUND_SECRET needs at least 16 characters').optional(),
    ),
    /** Mailgun's HTTP webhook signing key: set, the webhook also takes Mailgun's `body-mime` form. */
    TRACKER_INBOUND_MAILGUN_SIGNING_KEY: z.preprocess(unsetWhenEmpty, z.string().trim().optional()),
    /** The largest inbound message accepted, in bytes. */
    TRACKER_INBOUND_MAX_BYTES: z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number()
        .int('TRACKER_INBOUND_MAX_BYTES must be a whole number of bytes')
        .min(1024, 'TRACKER_INBOUND_MAX_BYTES must be at least 1024')
        .max(1024 * 1024 * 1024, 'TRACKER_INBOUND_MAX_BYTES must be at most 1 GiB')
        .default(DEFAULT_INBOUND_MAX_BYTES),
    ),
    /**
     * DNS for authenticating arriving mail (DKIM keys, SPF, DMARC): off (the default: nothing is
     * looked up, every check reads temperror), system (the system's resolvers), or DNS servers'
     * addresses, comma-separated.
     */
    TRACKER_MAIL_DNS: MailDns,
    /** Each DNS query's timeout; one message's lookups together get four times this. */
    TRACKER_MAIL_DNS_TIMEOUT_MS: milliseconds('TRACKER_MAIL_DNS_TIMEOUT_MS', 2_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.string().default('production'),
  })
  .superRefine((env, ctx) => {
    const issue = (setting: string, message: string) => ctx.addIssue({ code: 'custom', path: [setting], message });
    if ((env.TRACKER_SMTP_TLS_CERT === undefined) !== (env.TRACKER_SMTP_TLS_KEY === undefined)) {
      const missing = env.TRACKER_SMTP_TLS_CERT === undefined ? 'TRACKER_SMTP_TLS_CERT' : 'TRACKER_SMTP_TLS_KEY';
      issue(missing, `${missing} is needed too: STARTTLS takes both the certificate and its key (PEM files), or neither`);
    }
    if (env.TRACKER_SMTP_MAX_BUFFERED_BYTES < env.TRACKER_SMTP_MAX_MESSAGE_BYTES)
      issue(
        'TRACKER_SMTP_MAX_BUFFERED_BYTES',
        `TRACKER_SMTP_MAX_BUFFERED_BYTES (${env.TRACKER_SMTP_MAX_BUFFERED_BYTES}) must be at least TRACKER_SMTP_MAX_MESSAGE_BYTES (${env.TRACKER_SMTP_MAX_MESSAGE_BYTES}), or no message of the largest size could arrive`,
      );
    if (env.TRACKER_ASSETS_S3_URL === undefined) {
      // Without the URL the local directory would be used, silently: a half-made S3 setup stops start-up instead.
      for (const setting of S3_SETTINGS) {
        if (env[setting] !== undefined)
          issue(setting, `${setting} is set but TRACKER_ASSETS_S3_URL is not: set the bucket's URL too, or unset ${setting}`);
      }
      return;
    }
    if (env.TRACKER_ASSETS_DIR)
      issue(
        'TRACKER_ASSETS_DIR',
        'TRACKER_ASSETS_DIR and TRACKER_ASSETS_S3_URL are both set: raw emails go to one store, unset one of them',
      );
    for (const setting of ['TRACKER_ASSETS_S3_ACCESS_KEY_ID', 'TRACKER_ASSETS_S3_SECRET_ACCESS_KEY'] as const) {
      if (env[setting] === undefined) issue(setting, `${setting} is needed with TRACKER_ASSETS_S3_URL`);
    }
  });

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the asset store keeps raw emails (the original MIME and its rendered JSON). */
  assetsDir: string;
  /** The S3-compatible bucket raw emails go to instead of `assetsDir`, when TRACKER_ASSETS_S3_URL is set. */
  assetsS3: S3AssetSettings | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean;
  /** The domains new inboxes go on and base email domains must be one of, the first the default (spec sections 5, 9). */
  registrationDomains: readonly string[];
  /**
   * The origin links in mail are built on: TRACKER_PUBLIC_URL, else the server's own listen address.
   * Never anything from a request: its Host header is the caller's to choose.
   */
  publicUrl: string;
  /** Whether TRACKER_PUBLIC_URL was set (unset, links name the listen address, which may not reach users). */
  publicUrlConfigured: boolean;
  /**
   * The customer-facing app's page that accepts a team invitation, `{guid}` standing for the
   * invitation's guid (TRACKER_INVITATION_URL). Customers never sign in to this console, so it has
   * no such page; unset, invitation mail carries no link.
   */
  invitationUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  webDist: string | undefined;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  /** NODE_ENV: `development` pretty-prints the log on a terminal. */
  nodeEnv: string;
  /** API requests in progress at once before more are answered 503; undefined for no limit. */
  maxPendingRequests: number | undefined;
  /** Fastify's `trustProxy`: false (the default), a hop count or a list of proxy addresses and CIDR ranges; never true. */
  trustProxy: false | number | string;
  /** How long slow or idle clients may hold a connection (see buildApp). */
  http: HttpTimeouts;
  /** How long PostgreSQL may take before a request gives up on it (PGlite, in the process, has no network to wait on). */
  database: DatabaseTimeouts;
  /** The SMTP listener mail arrives on; undefined when TRACKER_SMTP_PORT is 0. */
  smtp: SmtpSettings | undefined;
  enrichment: EnrichmentSettings;
  billing: BillingSettings;
  inbound: InboundSettings;
};

/** Mail arriving: the queue's worker and the inbound webhook. */
export type InboundSettings = {
  /** Whether this process runs the job worker (TRACKER_WORKER). */
  worker: boolean;
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** How many jobs the worker runs at once (TRACKER_WORKER_CONCURRENCY). */
  concurrency: number;
  /** Render threads (TRACKER_RENDER_THREADS): 0 renders on the main thread, undefined the pool's default. */
  renderThreads: number | undefined;
  /** The webhook's HMAC secret; unset, the webhook answers 503. */
  secret: string | undefined;
  /** Mailgun's signing key; unset, Mailgun's form is refused. */
  mailgunSigningKey: string | undefined;
  /** The largest message accepted, in bytes. */
  maxBytes: number;
  /** How often the worker retrains the classifier, in milliseconds (TRACKER_CLASSIFIER_TRAIN_HOURS); 0 only on demand. */
  classifierTrainEveryMs: number;
  /** DNS for message authentication (TRACKER_MAIL_DNS): off, the system's resolvers, or these servers. */
  mailDns: { mode: 'off' } | { mode: 'system'; servers: string[]; timeoutMs: number };
};

/** The SMTP listener: where it listens and the limits every client is held to. */
export type SmtpSettings = {
  port: number;
  host: string;
  /** PEM files STARTTLS offers; without them STARTTLS is not offered. */
  tls: { certFile: string; keyFile: string } | undefined;
  /** The PROXY protocol (v1): false, true from every peer, or from these load balancers' addresses only. */
  proxy: boolean | string[];
  /** Advertised with SIZE; a message past it is refused 552. */
  maxMessageBytes: number;
  /** Bytes of messages held in memory at once, across connections, until stored; a message that would pass it is answered 451. */
  maxBufferedBytes: number;
  /** Per message; past it RCPT is answered 452 and the sender sends the rest in another message. */
  maxRecipients: number;
  /** Open at once, from everyone. */
  maxConnections: number;
  /** Open at once from one client address (the PROXY header's, behind a load balancer). */
  maxConnectionsPerAddress: number;
  /** Commands one connection may send before it is closed with 421. */
  maxCommands: number;
  /** A client silent this long is disconnected. */
  socketTimeoutMs: number;
  /** The longest checking a recipient or storing a message may take before the sender is told to retry (4xx). */
  storeTimeoutMs: number;
  /** On shutdown, how long transactions under way may take to finish before their connections are closed. */
  closeTimeoutMs: number;
};

/** Limits on clients that send slowly, or not at all, in milliseconds. */
export type HttpTimeouts = {
  /** To receive a whole request, headers and body; past it the client is answered 408 and the connection closed. */
  requestMs: number;
  /** To receive a request's headers; never more than `requestMs`. */
  headersMs: number;
  /** An idle keep-alive connection between two requests. */
  keepAliveMs: number;
  /** A connection with no traffic either way, whatever it is doing. */
  connectionMs: number;
};

/** Limits on a PostgreSQL server that is slow or no longer answers, in milliseconds. */
export type DatabaseTimeouts = {
  /** To open a connection (start-up included). */
  connectMs: number;
  /** For one statement, and for a transaction left idle. */
  queryMs: number;
};

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph ...) and the keys that sign requests to it. */
export type S3AssetSettings = {
  /** The bucket's URL without a trailing slash; an object is at this URL plus `/{key}`. */
  bucketUrl: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The folder in the bucket assets go under, without slashes at either end; empty for the bucket's root. */
  prefix: string;
};

/** Where subscription changes go: Stripe when a secret key is set, else only the database. */
export type BillingSettings = { stripeSecretKey: string | undefined; stripeApiUrl: string };

/** How companies are looked up on the web. */
export type EnrichmentSettings = {
  /** An HTTP enrichment API's URL with `{domain}` in it; unset, the company's homepage and DNS are read. */
  apiUrl: string | undefined;
  /** Sent to that API as a bearer token. */
  apiKey: string | undefined;
  /** Lets lookups reach private and loopback addresses (tests, local development). */
  allowPrivateNetworks: boolean;
};

/** A host to show or link to: the wildcard addresses are reached as localhost. */
export function reachableHost(host: string): string {
  return ['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
}

function parseTrustProxy(value: string | undefined): false | number | string {
  if (!value || ['false', '0', 'no'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .join(',');
}

/**
 * PGlite runs one query at a time, so without a bound a burst queues into seconds of waiting for
 * everyone; PostgreSQL has no default limit, as its pool serves queries in parallel.
 */
const PGLITE_PENDING_REQUESTS = 32;

function pendingLimit(value: number | undefined, databaseUrl: string | undefined): number | undefined {
  const limit = value ?? (databaseUrl ? 0 : PGLITE_PENDING_REQUESTS);
  return limit === 0 ? undefined : limit;
}

/** The S3 store's settings, when its URL is set (the schema has checked the keys are there with it). */
function s3AssetSettings(e: z.infer<typeof Env>): S3AssetSettings | undefined {
  if (e.TRACKER_ASSETS_S3_URL === undefined || !e.TRACKER_ASSETS_S3_ACCESS_KEY_ID || !e.TRACKER_ASSETS_S3_SECRET_ACCESS_KEY)
    return undefined;
  return {
    bucketUrl: e.TRACKER_ASSETS_S3_URL,
    region: e.TRACKER_ASSETS_S3_REGION ?? 'us-east-1',
    accessKeyId: e.TRACKER_ASSETS_S3_ACCESS_KEY_ID,
    secretAccessKey: e.TRACKER_ASSETS_S3_SECRET_ACCESS_KEY,
    prefix: e.TRACKER_ASSETS_S3_PREFIX ?? '',
  };
}

/** The SMTP listener's settings; none when TRACKER_SMTP_PORT is 0. */
function smtpSettings(e: z.infer<typeof Env>): SmtpSettings | undefined {
  if (e.TRACKER_SMTP_PORT === 0) return undefined;
  return {
    port: e.TRACKER_SMTP_PORT,
    host: e.TRACKER_SMTP_HOST ?? e.HOST,
    tls:
      e.TRACKER_SMTP_TLS_CERT && e.TRACKER_SMTP_TLS_KEY
        ? { certFile: path.resolve(e.TRACKER_SMTP_TLS_CERT), keyFile: path.resolve(e.TRACKER_SMTP_TLS_KEY) }
        : undefined,
    proxy: parseSmtpProxy(e.TRACKER_SMTP_PROXY),
    maxMessageBytes: e.TRACKER_SMTP_MAX_MESSAGE_BYTES,
    maxBufferedBytes: e.TRACKER_SMTP_MAX_BUFFERED_BYTES,
    maxRecipients: e.TRACKER_SMTP_MAX_RECIPIENTS,
    maxConnections: e.TRACKER_SMTP_MAX_CONNECTIONS,
    maxConnectionsPerAddress: e.TRACKER_SMTP_MAX_CONNECTIONS_PER_ADDRESS,
    maxCommands: e.TRACKER_SMTP_MAX_COMMANDS,
    socketTimeoutMs: e.TRACKER_SMTP_SOCKET_TIMEOUT_MS,
    storeTimeoutMs: e.TRACKER_SMTP_STORE_TIMEOUT_MS,
    closeTimeoutMs: e.TRACKER_SMTP_CLOSE_TIMEOUT_MS,
  };
}

/** Reads the configuration from the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.TRACKER_DATA_DIR),
    assetsDir: path.resolve(e.TRACKER_ASSETS_DIR || path.join(e.TRACKER_DATA_DIR, 'assets')),
    assetsS3: s3AssetSettings(e),
    adminEmail: e.TRACKER_ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.TRACKER_ADMIN_PASSWORD,
    demoData: e.TRACKER_DEMO_DATA,
    registrationDomains: e.TRACKER_REGISTRATION_DOMAINS ?? [...REGISTRATION_DOMAINS],
    publicUrl: (e.TRACKER_PUBLIC_URL ?? `http://${reachableHost(e.HOST)}:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: e.TRACKER_PUBLIC_URL !== undefined,
    invitationUrl: e.TRACKER_INVITATION_URL,
    smtpUrl: e.SMTP_URL || undefined,
    smtpFrom: e.SMTP_FROM,
    webDist: e.TRACKER_WEB_DIST,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    maxPendingRequests: pendingLimit(e.TRACKER_MAX_PENDING_REQUESTS, e.DATABASE_URL),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    http: {
      requestMs: e.TRACKER_REQUEST_TIMEOUT_MS,
      // Node refuses a headers timeout longer than the request's, which would mean nothing anyway.
      headersMs: Math.min(e.TRACKER_HEADERS_TIMEOUT_MS, e.TRACKER_REQUEST_TIMEOUT_MS),
      keepAliveMs: e.TRACKER_KEEP_ALIVE_TIMEOUT_MS,
      connectionMs: e.TRACKER_CONNECTION_TIMEOUT_MS,
    },
    database: { connectMs: e.TRACKER_DATABASE_CONNECT_TIMEOUT_MS, queryMs: e.TRACKER_DATABASE_QUERY_TIMEOUT_MS },
    smtp: smtpSettings(e),
    enrichment: {
      apiUrl: e.ENRICHMENT_API_URL || undefined,
      apiKey: e.ENRICHMENT_API_KEY || undefined,
      allowPrivateNetworks: e.ENRICHMENT_ALLOW_PRIVATE_NETWORKS,
    },
    billing: { stripeSecretKey: e.STRIPE_SECRET_KEY || undefined, stripeApiUrl: e.STRIPE_API_URL.replace(/\/+$/, '') },
    inbound: {
      worker: e.TRACKER_WORKER,
      pollMs: e.TRACKER_WORKER_POLL_MS,
      concurrency: e.TRACKER_WORKER_CONCURRENCY ?? (e.DATABASE_URL ? 8 : 1),
      renderThreads: e.TRACKER_RENDER_THREADS,
      secret: e.TRACKER_INBOUND_SECRET,
      mailgunSigningKey: e.TRACKER_INBOUND_MAILGUN_SIGNING_KEY,
      mailDns:
        e.TRACKER_MAIL_DNS === 'off'
          ? { mode: 'off' }
          : {
              mode: 'system',
              servers: e.TRACKER_MAIL_DNS === 'system' ? [] : e.TRACKER_MAIL_DNS,
              timeoutMs: e.TRACKER_MAIL_DNS_TIMEOUT_MS,
            },
      maxBytes: e.TRACKER_INBOUND_MAX_BYTES,
      classifierTrainEveryMs: e.TRACKER_CLASSIFIER_TRAIN_HOURS * 3_600_000,
    },
  };
}

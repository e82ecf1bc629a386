import path from 'node:path';
import { z } from 'zod';

const Flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRACKER_DATA_DIR: z.string().default('./data'),
  TRACKER_ADMIN_EMAIL: z.email().optional(),
  TRACKER_ADMIN_PASSWORD: z.string().min(12, 'TRACKER_ADMIN_PASSWORD needs at least 12 characters').optional(),
  /** Set to false to create only the admin account on first start, without the demo data set. */
  TRACKER_DEMO_DATA: Flag.default(true),
  /** The public origin of the console, used in password reset links; defaults to the request's origin. */
  TRACKER_PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Tracker console <no-reply@tracker.example>'),
  /** Where the built web app is; defaults to web/dist beside the server workspace. */
  TRACKER_WEB_DIST: z.string().optional(),
  /** Set when a reverse proxy terminates TLS: honours X-Forwarded-For/-Proto/-Host. `true`, or a hop count, or an address list. */
  TRUST_PROXY: z.string().optional(),
  /** API requests served or waiting at once before more are answered 503 (default 32 on PGlite, no limit on PostgreSQL; 0 for no limit). */
  TRACKER_MAX_PENDING_REQUESTS: z.coerce.number().int().min(0).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  webDist: string | undefined;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  /** API requests in progress at once before more are answered 503; undefined for no limit. */
  maxPendingRequests: number | undefined;
  /** Fastify's `trustProxy`: false (the default), true, a hop count or a list of proxy addresses. */
  trustProxy: boolean | number | string;
};

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || ['false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
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
    adminEmail: e.TRACKER_ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.TRACKER_ADMIN_PASSWORD,
    demoData: e.TRACKER_DEMO_DATA,
    publicUrl: e.TRACKER_PUBLIC_URL,
    smtpUrl: e.SMTP_URL || undefined,
    smtpFrom: e.SMTP_FROM,
    webDist: e.TRACKER_WEB_DIST,
    logLevel: e.LOG_LEVEL,
    maxPendingRequests: pendingLimit(e.TRACKER_MAX_PENDING_REQUESTS, e.DATABASE_URL),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

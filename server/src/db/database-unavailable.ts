/**
 * Thrown where the server itself decides the database did not answer in time (the health check's
 * own timeout); pg and PGlite raise their own errors, which isDatabaseUnavailable recognises too.
 */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs that say the database cannot serve now rather than that the request was wrong: a
 * statement timeout (57014), shutdown or start-up (57P01-57P03), too many connections (53300), the
 * database gone (3D000), an idle transaction ended (25P03). Class 08 (connection exceptions) is
 * matched by its prefix.
 */
const UNAVAILABLE_STATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '3D000', '25P03']);

/** Node's network errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** The words pg, its pool and PGlite use for a connection that failed, timed out or was closed (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client was closed and is not queryable$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

/** How deep to follow `cause`: Drizzle wraps the driver's error once ("Failed query: ..."). */
const MAX_CAUSES = 5;

/**
 * Whether an error means the database is unreachable, gone or too slow, which a client should
 * retry later (503), as opposed to a bug or a refused statement (500, 4xx).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
    current = current.cause;
  }
  return false;
}

import pg from 'pg';

/**
 * The settings of every connection to PostgreSQL. No parallel workers: the console's statements are
 * short and counts stop at TOTAL_COUNT_CAP, and starting workers cost more than the work shared out
 * (a capped count of registrations with emails: ~50 ms with two workers, ~9 ms without, at the scale
 * load), while under many requests at once they only compete for the same cores. No JIT
 * compilation: it starts on a plan's estimated cost, which counts branches that never run (the
 * global search's emails read whole when the newest hold too few), and compiling took 15 ms to
 * run a statement of 0.6 ms.
 */
export const POSTGRES_CONNECTION_OPTIONS = '-c max_parallel_workers_per_gather=0 -c jit=off';

/** Connections in the pool. */
const POOL_SIZE = 10;

/** Idle time before TCP keep-alive probes start: a peer gone without a word is noticed in minutes, not hours. */
const KEEP_ALIVE_DELAY_MS = 10_000;

/**
 * How much longer than the server's statement timeout the client waits for an answer: a slow
 * statement is ended by the server, which keeps the connection usable; only a database that says
 * nothing at all is given up on by the client.
 */
const CLIENT_GRACE_MS = 2_000;

export type PostgresPoolSettings = {
  url: string;
  /** To open a connection, or to wait for a free one in the pool. */
  connectTimeoutMs: number;
  /** Unset for none (batch jobs such as the seeders run long statements on purpose). */
  queryTimeoutMs?: number;
  /** Told when a connection fails outside any query (the server restarting, the network dropping it). */
  onConnectionError: (error: Error) => void;
};

/**
 * pg.Client's own query, looked up on every call rather than kept from when this module loaded: what
 * wraps the prototype later (the scale bench records the statements sent through it) then sees
 * the pool's statements too.
 */
function clientQuery(client: pg.Client, args: unknown[]): unknown {
  return (pg.Client.prototype.query as (this: pg.Client, ...rest: unknown[]) => unknown).apply(client, args);
}

function timedOut(error: unknown): boolean {
  return error instanceof Error && error.message === 'Query read timeout';
}

/**
 * A connection that closes itself once a query on it times out on the client's side: the answer
 * may come late or never, and every later query would queue behind it, so the connection must not
 * go back to the pool (a transaction releases its connection without saying it failed).
 */
class ClosingOnTimeoutClient extends pg.Client {
  override query = ((...args: unknown[]) => {
    const close = (error: unknown) => {
      if (timedOut(error)) this.end().catch(() => {});
    };
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as (error: unknown, ...rest: unknown[]) => unknown;
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        close(error);
        return callback(error, ...rest);
      };
      return clientQuery(this, args);
    }
    const result = clientQuery(this, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      close(error);
      throw error;
    });
  }) as pg.Client['query'];
}

/**
 * The pool of connections to PostgreSQL, bounded in time everywhere so that a database that stops
 * answering (a silent network, a dropped database) fails requests within seconds and the pool
 * recovers by itself once it answers again: a connect timeout (also for a free connection), TCP
 * keep-alive, and, when `queryTimeoutMs` is set, the server's statement and idle-transaction
 * timeouts with the client's own read timeout a little beyond them.
 */
export function createPostgresPool({ url, connectTimeoutMs, queryTimeoutMs, onConnectionError }: PostgresPoolSettings): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    options: POSTGRES_CONNECTION_OPTIONS,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    ...(queryTimeoutMs === undefined
      ? {}
      : {
          statement_timeout: queryTimeoutMs,
          idle_in_transaction_session_timeout: queryTimeoutMs,
          query_timeout: queryTimeoutMs + CLIENT_GRACE_MS,
        }),
    Client: ClosingOnTimeoutClient,
  });
  // Without a listener, an idle connection's error (the server restarting) would crash the process.
  pool.on('error', onConnectionError);
  // The pool listens to idle connections only: a connection in use (in a transaction) that fails
  // would crash the process too. Its queries fail with the error, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { Config } from '../config';
import { raceSignal } from '../enrichment/race-signal';
import { DatabaseUnavailableError } from './database-unavailable';
import { lockDataDirectory } from './data-directory-lock';
import { createPostgresPool } from './postgres-pool';
import { withPreparedStatements } from './pglite-statements';
import * as schema from './schema';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories take: the database, or a transaction in progress. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, which `loadDataDir` opens again. */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseConfig = {
  /** A `postgres://` URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; `memory://` keeps them in memory (tests). */
  dataDir: string;
  /** Told when the server drops an idle pooled connection (a restart, a failover); the pool reconnects. */
  onConnectionError?: (error: Error) => void;
  /** PGlite only: start from this dumped data directory (`dumpDataDir()`) instead of an empty one. */
  loadDataDir?: Blob;
  /** false skips the migrations, for a copy of a database that is already migrated (tests). */
  migrate?: boolean;
  /** PostgreSQL: how long opening a connection may take; DEFAULT_CONNECT_TIMEOUT_MS unless set. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the longest a statement may run, or a transaction sit idle; unset for no limit (batch jobs). */
  queryTimeoutMs?: number;
};

/**
 * PGlite's settings for its session (its only one). Its pages are local files the process reads
 * through the operating system's cache, so a page read out of order costs little more than the next
 * one: with PostgreSQL's default (4, for a disk seeking) the planner preferred to hash whole tables
 * over looking a few hundred rows up by key, as the search box's statement did (10,000 companies,
 * 15,000 registrations and 30,000 journeys read a search: 18 ms of CPU for `liam.12`, 8 with this).
 */
const PGLITE_SETTINGS = 'set random_page_cost = 1.1';

/** What opening a PostgreSQL connection may take when the caller does not say. */
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/** A `postgres://` URL as it may be shown: without its password. */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://...';
  }
}

/** Why a first connection failed, in words an operator can act on. */
function connectFailure(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(cause instanceof Error)) return String(cause);
  return cause.message || (cause as { code?: string }).code || cause.name;
}

/**
 * Connects once: a server that is not there, refuses, or never answers stops start-up with one
 * message naming DATABASE_URL, within the connect timeout.
 */
async function probe(pool: pg.Pool, url: string, connectTimeoutMs: number): Promise<void> {
  // The driver's own timeouts end the attempt at the same moment, in words that do not say it was time.
  const deadline = AbortSignal.timeout(connectTimeoutMs);
  try {
    await raceSignal(pool.query('select 1'), deadline);
  } catch (error) {
    const why = deadline.aborted
      ? `it did not answer within ${connectTimeoutMs} ms (TRACKER_DATABASE_CONNECT_TIMEOUT_MS)`
      : connectFailure(error);
    throw new DatabaseUnavailableError(`Cannot connect to the PostgreSQL server DATABASE_URL names (${shownUrl(url)}): ${why}.`, {
      cause: error,
    });
  }
}

function reportConnectionError(error: Error): void {
  process.stderr.write(`Database connection lost (the pool reconnects on the next query): ${error.message}\n`);
}

/** The committed migrations folder, found from this file in the sources and in the bundle alike. */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Migrations folder (drizzle/) not found');
    dir = parent;
  }
}

/** The database a server process opens (the API server, the SMTP listener): the settings' database, with their time limits. */
export function serverDatabaseConfig(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'database'>): DatabaseConfig {
  return {
    url: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.database.connectMs,
    queryTimeoutMs: config.database.queryMs,
  };
}

/** Opens the database named by the config and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const options = { schema, casing: 'snake_case' as const };
  if (config.url) {
    const connectTimeoutMs = config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const onConnectionError = config.onConnectionError ?? reportConnectionError;
    // First a connection of its own, without query timeouts: it says at once whether the server is
    // there, and migrations (an index on a large table) may rightly take longer than any request.
    const setup = createPostgresPool({ url: config.url, connectTimeoutMs, onConnectionError });
    try {
      await probe(setup, config.url, connectTimeoutMs);
      if (config.migrate !== false) await migratePg(drizzlePg({ client: setup, ...options }), { migrationsFolder: migrationsFolder() });
    } finally {
      await setup.end();
    }
    const pool = createPostgresPool({ url: config.url, connectTimeoutMs, queryTimeoutMs: config.queryTimeoutMs, onConnectionError });
    const db = drizzlePg({ client: pool, ...options });
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }
  let unlock = () => {};
  if (!config.dataDir.startsWith('memory://')) {
    mkdirSync(config.dataDir, { recursive: true });
    // PGlite is one process's database: a second process writing the same files loses writes and corrupts indexes.
    unlock = lockDataDirectory(config.dataDir);
  }
  try {
    const client = await PGlite.create({ dataDir: config.dataDir, extensions: { pg_trgm }, loadDataDir: config.loadDataDir });
    await client.exec(PGLITE_SETTINGS);
    const db = drizzlePglite({ client: withPreparedStatements(client), ...options });
    if (config.migrate !== false) {
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
      // PGlite serializes an array parameter by the array types it found when it opened; those the
      // migrations just created (classification_type[]) it would send as `a,b`, which PostgreSQL
      // refuses as a malformed array literal. Read them again, as a later start would.
      await client.refreshArrayTypes();
    }
    const close = async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    };
    return { db: db as unknown as Database, engine: 'pglite', close, dumpDataDir: () => client.dumpDataDir('none') };
  } catch (error) {
    unlock();
    throw error;
  }
}

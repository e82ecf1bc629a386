import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { lockDataDirectory } from './data-directory-lock';
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
};

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

/**
 * The settings of every connection to PostgreSQL. No parallel workers: the console's statements are
 * short and counts stop at TOTAL_COUNT_CAP, and starting workers cost more than the work shared out
 * (a capped count of registrations with emails: ~50 ms with two workers, ~9 ms without, at the scale
 * load), while under many requests at once they only compete for the same cores.
 */
export const POSTGRES_CONNECTION_OPTIONS = '-c max_parallel_workers_per_gather=0';

/** Opens the database named by the config and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const options = { schema, casing: 'snake_case' as const };
  if (config.url) {
    const pool = new pg.Pool({ connectionString: config.url, max: 10, options: POSTGRES_CONNECTION_OPTIONS });
    // Without a listener, an idle connection's error (the server restarting) would crash the process.
    pool.on('error', config.onConnectionError ?? reportConnectionError);
    const db = drizzlePg({ client: pool, ...options });
    if (config.migrate !== false) await migratePg(db, { migrationsFolder: migrationsFolder() });
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
    const db = drizzlePglite({ client, ...options });
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

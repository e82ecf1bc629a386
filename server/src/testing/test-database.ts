import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { TestDatabaseTemplate } from './test-database-template';

export type TestDatabase = DatabaseHandle & {
  /** Closes the database and, on PostgreSQL, drops it. Safe to call more than once. */
  dispose(): Promise<void>;
};

// CREATE DATABASE fails while another session uses its template; parallel test files can collide.
const OBJECT_IN_USE = '55006';
const CREATE_ATTEMPTS = 5;

export type OpenTestDatabaseOptions = {
  /**
   * PGlite only: migrate in the opened engine rather than load the migrated template, as a server
   * does on its first start, when the engine opened before the schema's types existed.
   */
  migrateHere?: boolean;
};

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a uniquely named database on that server, dropped on dispose.
 * The database named in TEST_DATABASE_URL is only used to create and drop the new one.
 * Given a template (the test run migrates one once), the database is a copy of it instead of
 * being migrated from nothing.
 */
export async function openTestDatabase(
  template?: TestDatabaseTemplate,
  { migrateHere = false }: OpenTestDatabaseOptions = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = template?.engine === 'pglite' && !migrateHere ? new Blob([await readFile(template.dumpFile)]) : undefined;
    const handle = await openDatabase({ dataDir: 'memory://', loadDataDir, migrate: !loadDataDir });
    return { ...handle, dispose: once(handle.close) };
  }

  const copyOf = template?.engine === 'postgres' && template.serverUrl === serverUrl ? template.name : undefined;
  const name = uniqueDatabaseName('tracker_test');
  await createDatabase(serverUrl, name, copyOf);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: 'memory://', migrate: !copyOf });
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return {
    ...handle,
    dispose: once(async () => {
      try {
        await handle.close();
      } finally {
        await dropDatabase(serverUrl, name);
      }
    }),
  };
}

/** A name no other run, on this machine or another, picks: two runs may share one PostgreSQL server. */
export function uniqueDatabaseName(prefix: string): string {
  // Random, not the time: the pid and 8 random bytes are unique enough, and need no clock.
  return `${prefix}_${process.pid}_${randomBytes(8).toString('hex')}`;
}

/** The server's URL pointed at another database on it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database, or a copy of `template` (which nobody may be connected to). */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await withServer(serverUrl, async (client) => {
    const statement = `create database ${client.escapeIdentifier(name)}${template ? ` template ${client.escapeIdentifier(template)}` : ''}`;
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(statement);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= CREATE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE ends connections a test left open (PostgreSQL 13 and later).
  await withServer(serverUrl, (client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`));
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
}

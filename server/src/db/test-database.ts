import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client';

export type TestDatabase = DatabaseHandle & {
  /** Closes the database and, on PostgreSQL, drops it. Safe to call more than once. */
  dispose(): Promise<void>;
};

// CREATE DATABASE fails while another session uses the template; parallel test files can collide.
const OBJECT_IN_USE = '55006';
const CREATE_ATTEMPTS = 5;

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a uniquely named database on that server, dropped on dispose.
 * The database named in TEST_DATABASE_URL is only used to create and drop the new one.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { ...handle, dispose: once(handle.close) };
  }

  const name = `tracker_test_${process.pid}_${randomBytes(8).toString('hex')}`;
  await createDatabase(serverUrl, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
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

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${client.escapeIdentifier(name)}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= CREATE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE ends connections a test left open (PostgreSQL 13 and later).
  await withServer(serverUrl, (client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`));
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
}

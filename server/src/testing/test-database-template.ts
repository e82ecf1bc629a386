import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './test-database';

/**
 * A migrated, empty database that test databases are copied from, so that a test run migrates
 * once rather than once per file: a dumped PGlite data directory, or a PostgreSQL database used
 * as `CREATE DATABASE ... TEMPLATE`.
 */
export type TestDatabaseTemplate = { engine: 'pglite'; dumpFile: string } | { engine: 'postgres'; serverUrl: string; name: string };

export type TestDatabaseTemplateHandle = {
  template: TestDatabaseTemplate;
  /** Removes the dump or drops the template database. */
  dispose(): Promise<void>;
};

/**
 * Migrates a template for the engine TEST_DATABASE_URL selects. Its name is unique to this run,
 * so two runs at once do not collide and what a crashed run left behind is never reused.
 */
export async function createTestDatabaseTemplate(serverUrl = process.env.TEST_DATABASE_URL): Promise<TestDatabaseTemplateHandle> {
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'tracker-test-template-'));
    const dumpFile = path.join(dir, 'pgdata.tar');
    try {
      const handle = await openDatabase({ dataDir: 'memory://' });
      try {
        const dump = await handle.dumpDataDir!();
        await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await handle.close();
      }
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    return { template: { engine: 'pglite', dumpFile }, dispose: () => rm(dir, { recursive: true, force: true }) };
  }

  const name = uniqueDatabaseName('tracker_template');
  await createDatabase(serverUrl, name);
  try {
    // Closed before any copy is made: PostgreSQL copies only a template nobody is connected to.
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: 'memory://' });
    await handle.close();
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return { template: { engine: 'postgres', serverUrl, name }, dispose: () => dropDatabase(serverUrl, name) };
}

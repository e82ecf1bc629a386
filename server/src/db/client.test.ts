import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('the PostgreSQL connection pool', () => {
  it.runIf(serverUrl)('runs without parallel workers, survives the server dropping its connections, and says so', async () => {
    const name = `tracker_pool_${process.pid}_${randomBytes(8).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const onConnectionError = vi.fn();
    const handle = await openDatabase({ url: url.toString(), dataDir: 'memory://', onConnectionError });
    try {
      // Every connection runs without parallel workers and without JIT (POSTGRES_CONNECTION_OPTIONS).
      const setting = (await handle.db.execute(
        sql`select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit`,
      )) as unknown as { rows: Array<Record<string, string>> };
      expect(setting.rows[0]).toEqual({ workers: '0', jit: 'off' });

      // What a server restart does to the idle connections of the pool.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);

      await vi.waitFor(() => expect(onConnectionError).toHaveBeenCalled());
      const result = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: Array<{ two: number }> };
      expect(result.rows[0]?.two).toBe(2);
    } finally {
      await handle.close();
      await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
      await admin.end();
    }
  });
});

describe('the embedded database', () => {
  it('plans for pages read from the local files, which cost little more out of order than in order', async () => {
    const handle = await openDatabase({ dataDir: 'memory://', migrate: false });
    try {
      const setting = (await handle.db.execute(sql`show random_page_cost`)) as unknown as { rows: Array<Record<string, string>> };
      expect(setting.rows[0]?.random_page_cost).toBe('1.1');
    } finally {
      await handle.close();
    }
  });
});

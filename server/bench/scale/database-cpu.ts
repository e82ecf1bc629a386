import pg from 'pg';
import { processCpuSeconds } from '../process-cpu';

/**
 * CPU seconds used so far by the PostgreSQL backends connected to the database `url` names (the
 * servers' pools), by backend: null when the database runs elsewhere, where /proc cannot see it.
 */
export async function databaseBackendsCpu(url: string): Promise<Map<number, number> | null> {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(hostname)) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const seconds = processCpuSeconds(pid);
      if (seconds === null) return null;
      cpu.set(pid, seconds);
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/** The CPU seconds the backends used between two readings (a backend that started in between counts from zero). */
export function backendsCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

import pg from 'pg';
import { POSTGRES_CONNECTION_OPTIONS } from '../../src/db/postgres-pool';
import type { CapturedStatement } from './capture-statements';
import type { ScaleEndpoint } from './endpoints';

/**
 * Prints `EXPLAIN (ANALYZE, BUFFERS)` of each endpoint's own statements, as the server issued them;
 * `authTexts`, the session and user lookups every request makes, are left out (their plans are the same everywhere).
 */
export async function explainPlans(
  url: string,
  endpoints: ScaleEndpoint[],
  statements: CapturedStatement[][],
  authTexts: ReadonlySet<string>,
): Promise<void> {
  // The server's connection settings (no parallel workers), so the plans are the ones it gets.
  const client = new pg.Client({ connectionString: url, options: POSTGRES_CONNECTION_OPTIONS });
  await client.connect();
  try {
    for (const [i, endpoint] of endpoints.entries()) {
      console.log(`\n### ${endpoint.name} (${endpoint.path})`);
      for (const { text, values } of statements[i]!) {
        if (!/^\s*\(?(select|with)\b/i.test(text) || authTexts.has(text)) continue;
        const plan = await client.query(`explain (analyze, buffers) ${text}`, values);
        console.log(`\n${text}\n${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`);
      }
    }
  } finally {
    await client.end();
  }
}

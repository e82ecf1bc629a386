import pg from 'pg';
import type { CapturedStatement } from './capture-statements';
import type { ScaleEndpoint } from './endpoints';

/** The session and user lookups every request makes; their plans are the same for every endpoint. */
const AUTH_TABLES = /from "(sessions|users|api_tokens)"/;

/** Prints `EXPLAIN (ANALYZE, BUFFERS)` of each endpoint's own statements, as the server issued them. */
export async function explainPlans(url: string, endpoints: ScaleEndpoint[], statements: CapturedStatement[][]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [i, endpoint] of endpoints.entries()) {
      console.log(`\n### ${endpoint.name} (${endpoint.path})`);
      for (const { text, values } of statements[i]!) {
        if (!/^\s*select/i.test(text) || AUTH_TABLES.test(text)) continue;
        const plan = await client.query(`explain (analyze, buffers) ${text}`, values);
        console.log(`\n${text}\n${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`);
      }
    }
  } finally {
    await client.end();
  }
}

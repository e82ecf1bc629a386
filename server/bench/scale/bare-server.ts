// A child process of the scale bench: a bare node:http + pg server that answers GET /<n> by running
// the statements the Tracker server issued for endpoint n (captured from it: prepared where it
// prepared them, together where it ran them together) and sending their rows as JSON. It measures
// what the database costs without the framework.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { POSTGRES_CONNECTION_OPTIONS } from '../../src/db/postgres-pool';
import type { CapturedStatement } from './capture-statements';

const [statementsFile] = process.argv.slice(2);
const byEndpoint = JSON.parse(readFileSync(statementsFile!, 'utf8')) as CapturedStatement[][];
// The same pool size and connection settings as the Tracker server's, for the connection each request
// holds; statements it had in flight beside them go to a second pool, so a request never waits for a
// connection it holds.
const settings = { connectionString: process.env.DATABASE_URL, max: 10, options: POSTGRES_CONNECTION_OPTIONS };
const pool = new pg.Pool(settings);
const beside = new pg.Pool(settings);
for (const each of [pool, beside]) each.on('error', () => undefined);

/** The statements grouped by batch, in order. */
function batches(statements: readonly CapturedStatement[]): CapturedStatement[][] {
  const grouped: CapturedStatement[][] = [];
  for (const statement of statements) (grouped[statement.batch] ??= []).push(statement);
  return grouped.filter(Boolean);
}

const server = http.createServer((request, response) => {
  const statements = byEndpoint[Number(request.url?.slice(1))];
  if (!statements) {
    response.writeHead(404).end();
    return;
  }
  void (async () => {
    const client = await pool.connect();
    try {
      const results: unknown[] = [];
      const run = async (statement: CapturedStatement, on: pg.Pool | pg.PoolClient) => {
        const { text, values, name } = statement;
        results.push((await on.query({ text, values, name })).rows);
      };
      // As the Tracker server ran them: in order on the request's first connection, and the statements
      // it had in flight beside them on other connections at the same time.
      for (const batch of batches(statements)) {
        const own = batch.filter((statement) => statement.connection === statements[0]!.connection);
        await Promise.all([
          (async () => {
            for (const statement of own) await run(statement, client);
          })(),
          ...batch.filter((statement) => !own.includes(statement)).map((statement) => run(statement, beside)),
        ]);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(results));
    } catch (error) {
      response.writeHead(500).end(String(error));
    } finally {
      client.release();
    }
  })();
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void Promise.all([pool.end(), beside.end()]).then(() => process.exit(0));
});

// A child process of the scale bench: a bare node:http + pg server that answers GET /<n> by running,
// on one pooled connection, the statements the Tracker server issued for endpoint n (captured from
// it), and sending their rows as JSON. It measures what the database costs without the framework.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import type { CapturedStatement } from './capture-statements';

const [statementsFile] = process.argv.slice(2);
const byEndpoint = JSON.parse(readFileSync(statementsFile!, 'utf8')) as CapturedStatement[][];
// The same pool size as the Tracker server's.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

const server = http.createServer((request, response) => {
  const statements = byEndpoint[Number(request.url?.slice(1))];
  if (!statements) {
    response.writeHead(404).end();
    return;
  }
  void (async () => {
    const client = await pool.connect();
    try {
      const results = [];
      for (const { text, values } of statements) results.push((await client.query(text, values)).rows);
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
  void pool.end().then(() => process.exit(0));
});

// A child process of the scale bench: the Tracker server over the seeded database, on a free port of
// 127.0.0.1, printing `{"port":N}` once listening. Closes on SIGTERM.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  TRACKER_WEB_DIST: mkdtempSync(path.join(tmpdir(), 'tracker-bench-web-')),
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
// As the production server runs (main.ts): responses unchecked unless NODE_ENV says otherwise.
const app = await buildApp({ config, db: database.db, logger: false, checkResponses: config.nodeEnv !== 'production' });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});

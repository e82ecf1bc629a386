// A child process of the scale bench (`--from sources`): the Tracker server over the seeded database,
// run from the sources through tsx, on a free port of 127.0.0.1, printing `{"port":N}` once listening.
// Closes on SIGTERM. By default the bench runs the production build instead (child-server.ts).
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, serverDatabaseConfig } from '../../src/db/client';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
// As the production server opens it (main.ts): with its statements' time limit.
const database = await openDatabase(serverDatabaseConfig(config));
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

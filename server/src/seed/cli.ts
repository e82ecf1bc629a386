import { createAssetStore } from '../assets/create-asset-store';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { resetDatabase } from './reset';
import { runScript } from '../script/run-script';
import { seedDatabase, seededReport } from './seed';
import { countRows } from './tables';

const USAGE = `Usage: npm run seed -- [--reset]

Creates the admin account and the demo data set in an empty database.

Options:
  --reset   empty every table first (all data is lost), then seed
  --help    show this help

Environment:
  DATABASE_URL            a postgres:// URL; unset uses the embedded database
  TRACKER_DATA_DIR        where the embedded database lives (default ./data)
  TRACKER_ADMIN_EMAIL     the admin's email (default admin@tracker.example)
  TRACKER_ADMIN_PASSWORD  the admin's password; generated and printed once when unset
  TRACKER_DEMO_DATA       false to create only the admin account
`;

runScript({
  usage: USAGE,
  parse: () => parseArgs({ options: { reset: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }).values,
  failure: 'Seeding failed',
  main: async (args) => {
    const config = loadConfig();
    const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    try {
      if (args.reset) {
        await resetDatabase(handle.db);
        process.stdout.write('Emptied every table.\n');
      }
      const started = performance.now();
      const result = await seedDatabase(handle.db, {
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
        demoData: config.demoData,
        registrationDomains: config.registrationDomains,
        assets: createAssetStore(config),
      });
      if (!result.seeded) {
        process.stdout.write('The database already has users; nothing was changed. Use --reset to start over.\n');
        return 0;
      }
      process.stdout.write(seededReport(handle.engine, started, result));
      const counts = await countRows(handle.db);
      const width = Math.max(...Object.keys(counts).map((name) => name.length));
      process.stdout.write(`\nRows per table:\n`);
      for (const [name, n] of Object.entries(counts)) process.stdout.write(`  ${name.padEnd(width)}  ${n}\n`);
      return 0;
    } finally {
      await handle.close();
    }
  },
});

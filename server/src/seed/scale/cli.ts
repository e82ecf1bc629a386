import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { dayOf, systemClock } from '@tracker/core';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { runScript, UsageError } from '../../script/run-script';
import { resetDatabase } from '../reset';
import { seedDatabase, seededReport } from '../seed';
import { countRows } from '../tables';
import { createDatabaseIfMissing } from './create-database';
import { insertScaleData, SCALE_SHAPES, scaleSizes, type ScaleShapeName, type ScaleSizes } from './seed-scale';

const USAGE = `Usage: npm run seed:scale -- [--companies N] [--journeys N] [--emails N] [--anchor YYYY-MM-DD] [--shape NAME] [--reset]

Fills an empty database with a large, realistic, deterministic data set for benchmarks:
by default 100,000 companies, 300,000 journeys and 1,000,000 emails, with proportionate
users, groups, tags, technologies, addresses, registrations and classifications.

Options:
  --companies N   companies (default 100000)
  --journeys N    journeys (default 3 per company)
  --emails N      emails (default 10 per company)
  --anchor DATE   the day the data is dated back from (default today, UTC)
  --shape NAME    how the data is distributed (default reference):
                    reference  the data every earlier benchmark figure was measured on
                    skewed     "harbor" in one company name in ten; half the journeys and
                               their mail in two busy months (the 20th and 8th before the
                               anchor); flags set on half the rows; ten companies with a
                               tenth of the journeys and emails; only analysed, not
                               vacuumed, as after a bulk load (no visibility map)
  --reset         empty every table first (all data is lost)
  --help          show this help

Environment:
  DATABASE_URL            a postgres:// URL (the database is created when missing); unset uses
                          the embedded database in TRACKER_DATA_DIR
  TRACKER_ADMIN_EMAIL     the admin's email (default admin@tracker.example)
  TRACKER_ADMIN_PASSWORD  the admin's password; generated and printed once when unset
`;

function positive(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 100_000_000) {
    throw new UsageError(`--${name} takes a whole number from 1 to 100000000, not "${value}"`);
  }
  return Number(value);
}

function anchorDay(value: string | undefined): Date {
  const day = value ?? dayOf(systemClock.now());
  const date = new Date(`${day}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new UsageError(`--anchor takes a date as YYYY-MM-DD, not "${day}"`);
  }
  return date;
}

function shapeName(value: string | undefined): ScaleShapeName {
  const name = value ?? 'reference';
  if (!Object.hasOwn(SCALE_SHAPES, name)) {
    throw new UsageError(`--shape takes one of ${Object.keys(SCALE_SHAPES).join(', ')}, not "${name}"`);
  }
  return name as ScaleShapeName;
}

function parse(): { sizes: ScaleSizes; anchor: Date; shape: ScaleShapeName; reset: boolean; help: boolean } {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string' },
      journeys: { type: 'string' },
      emails: { type: 'string' },
      anchor: { type: 'string' },
      shape: { type: 'string' },
      reset: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const sizes = scaleSizes({
    companies: positive('companies', values.companies),
    journeys: positive('journeys', values.journeys),
    emails: positive('emails', values.emails),
  });
  return {
    sizes,
    anchor: anchorDay(values.anchor),
    shape: shapeName(values.shape),
    reset: values.reset ?? false,
    help: values.help ?? false,
  };
}

runScript({
  usage: USAGE,
  parse,
  failure: 'Seeding failed',
  main: async (args) => {
    const config = loadConfig();
    if (config.databaseUrl && (await createDatabaseIfMissing(config.databaseUrl))) {
      process.stdout.write(`Created the database ${new URL(config.databaseUrl).pathname.slice(1)}.\n`);
    }
    const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    try {
      const counts = await countRows(handle.db);
      if (!args.reset && Object.values(counts).some((n) => n > 0)) {
        process.stderr.write('The database is not empty; nothing was changed. Use --reset to empty it first (all data is lost).\n');
        return 1;
      }
      const started = performance.now();
      if (args.reset) await resetDatabase(handle.db);
      const seed = await seedDatabase(handle.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, demoData: false });
      const [admin] = await queryRows<{ id: number }>(handle.db, sql`select max(id)::int as id from users`);
      const { sizes } = args;
      const shape = SCALE_SHAPES[args.shape];
      process.stdout.write(
        `Seeding ${sizes.companies} companies, ${sizes.journeys} journeys, ${sizes.emails} emails, shaped ${args.shape} (dated back from ${args.anchor.toISOString().slice(0, 10)})...\n`,
      );
      await insertScaleData(handle.db, {
        sizes,
        anchor: args.anchor,
        adminId: admin!.id,
        shape,
        onStep: (step) =>
          process.stdout.write(
            `  ${step.table.padEnd(22)} ${String(step.rows).padStart(9)} rows  ${(step.ms / 1000).toFixed(1).padStart(6)} s\n`,
          ),
      });
      const analyzeStarted = performance.now();
      // Statistics for the planner, and (unless the shape is a bulk load's) a visibility map so index-only scans skip the heap.
      const analyze = shape.vacuum ? 'vacuum analyze' : 'analyze';
      await handle.db.execute(sql.raw(analyze));
      process.stdout.write(
        `  ${analyze.padEnd(22)} ${''.padStart(9)}       ${((performance.now() - analyzeStarted) / 1000).toFixed(1).padStart(6)} s\n`,
      );
      process.stdout.write(seededReport(handle.engine, started, seed));
      return 0;
    } finally {
      await handle.close();
    }
  },
});

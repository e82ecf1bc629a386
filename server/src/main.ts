import { systemClock } from '@tracker/core';
import { buildApp } from './app';
import { createAssetStore } from './assets/create-asset-store';
import { loadConfig, reachableHost } from './config';
import { openDatabase, serverDatabaseConfig } from './db/client';
import { DatabaseUnavailableError } from './db/database-unavailable';
import { DataDirectoryInUseError } from './db/data-directory-lock';
import { maintainStatistics } from './db/statistics-maintenance';
import { firstRunBanner } from './first-run-banner';
import { SmtpStartError, startSmtpServer, type SmtpListener } from './inbound/smtp-server';
import { seedDatabase } from './seed/seed';

/**
 * Starts the server: configuration, database (migrated), first-run seed, then the SMTP listener
 * (unless TRACKER_SMTP_PORT is 0, as it is where `npm run smtp` runs it apart) and HTTP.
 */
async function main(): Promise<void> {
  process.setSourceMapsEnabled(true);
  const config = loadConfig();
  const database = await openDatabase(serverDatabaseConfig(config));
  const clock = systemClock;
  const assets = createAssetStore(config, clock);

  // A database without users gets the admin account (and the demo data); later starts keep everything.
  const seed = await seedDatabase(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demoData: config.demoData,
    registrationDomains: config.registrationDomains,
    clock,
    assets,
  });
  if (seed.seeded) process.stdout.write(firstRunBanner(seed));

  // Responses are checked against the contract by the tests and in development, not in production (see serializerCompiler).
  const app = await buildApp({ config, db: database.db, clock, assets, checkResponses: config.nodeEnv !== 'production' });
  if (config.smtpUrl && !config.publicUrlConfigured) {
    app.log.warn(`TRACKER_PUBLIC_URL is unset: links in mail point at ${config.publicUrl}, which may not reach your users`);
  }
  if (config.smtpUrl && !config.invitationUrl) {
    app.log.warn('TRACKER_INVITATION_URL is unset: team invitation mail carries no link to accept it');
  }

  // In this process unless turned off; a port already taken stops start-up here, before HTTP listens.
  const smtpLog = app.log.child({ component: 'smtp' });
  let smtp: SmtpListener | undefined;
  if (config.smtp) {
    // The app's store: what arrives here wakes this process's worker at once.
    smtp = await startSmtpServer({ store: app.inbound.store, settings: config.smtp, logger: smtpLog });
  }

  // PGlite has no autovacuum: this process keeps its planner statistics current (PostgreSQL's autovacuum does it there).
  const statistics =
    database.engine === 'pglite' ? maintainStatistics(database.db, { log: app.log.child({ component: 'statistics' }) }) : undefined;

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second Ctrl+C: stop waiting
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    try {
      // First the listener, which lets the messages being stored finish while the database is still open.
      await smtp?.close();
      await statistics?.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ host: config.host, port: config.port });
  // After listening: a data directory never analysed is analysed a table at a time while requests are served.
  statistics?.start();
  // Inbound mail and other queued work; a process started with TRACKER_WORKER=false leaves it to others.
  if (config.inbound.worker) {
    app.inbound.worker.start();
    // The classifier's retraining schedule: one queued training at a time, whichever process queued it.
    if (config.inbound.classifierTrainEveryMs > 0) await app.services.suggestions.scheduleTraining(config.inbound.classifierTrainEveryMs);
  }
  const shownHost = reachableHost(config.host);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(`Tracker console: http://${shownHost}:${port} (API reference at /api/docs), on Node ${process.version}\n`);
  if (smtp) process.stdout.write(`Mail in: SMTP on ${reachableHost(config.smtp?.host ?? '')}:${smtp.port}\n`);
}

main().catch((error: unknown) => {
  // A directory in use or a database out of reach is the operator's to resolve, not a bug: the message says all there is.
  const operators =
    error instanceof DataDirectoryInUseError || error instanceof DatabaseUnavailableError || error instanceof SmtpStartError;
  const shown = operators ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Tracker server failed to start: ${shown}\n`);
  process.exit(1);
});

import { systemClock } from '@tracker/core';
import { pino } from 'pino';
import { createAssetStore } from './assets/create-asset-store';
import { loadConfig, reachableHost } from './config';
import { openDatabase, serverDatabaseConfig } from './db/client';
import { DatabaseUnavailableError } from './db/database-unavailable';
import { DataDirectoryInUseError } from './db/data-directory-lock';
import { createDatabaseInboundStore } from './inbound/database-inbound-store';
import { SmtpStartError, startSmtpServer } from './inbound/smtp-server';
import { loggerOptions } from './plugins/logger-options';
import { createRepositories } from './repositories/repositories';

/**
 * The SMTP listener alone (`npm run smtp -w @tracker/server`, `node server/dist/smtp.js`): the same
 * settings as the server, its own process, so that several listeners can take mail beside API
 * servers started with TRACKER_SMTP_PORT=0, all on one PostgreSQL.
 */
async function main(): Promise<void> {
  process.setSourceMapsEnabled(true);
  const config = loadConfig();
  if (!config.smtp) throw new SmtpStartError('TRACKER_SMTP_PORT is 0, which turns the SMTP listener off: set the port it should listen on');
  const log = pino(loggerOptions(config)).child({ component: 'smtp' });
  const database = await openDatabase(serverDatabaseConfig(config));
  const clock = systemClock;
  const assets = createAssetStore(config, clock);
  // No worker here: the API servers' workers (TRACKER_WORKER) find the queued messages when they poll.
  const store = createDatabaseInboundStore({
    clock,
    repositories: createRepositories(database.db, clock),
    assets,
    registrationDomains: config.registrationDomains,
  });
  const smtp = await startSmtpServer({ store, settings: config.smtp, logger: log });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second Ctrl+C: stop waiting
    closing = true;
    log.info({ signal }, 'Shutting down');
    try {
      await smtp.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.stdout.write(`Tracker mail in: SMTP on ${reachableHost(config.smtp.host)}:${smtp.port}, on Node ${process.version}\n`);
}

main().catch((error: unknown) => {
  // What the operator fixes in the settings or the environment: the message says all there is.
  const operators =
    error instanceof DataDirectoryInUseError || error instanceof DatabaseUnavailableError || error instanceof SmtpStartError;
  const shown = operators ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Tracker SMTP listener failed to start: ${shown}\n`);
  process.exit(1);
});

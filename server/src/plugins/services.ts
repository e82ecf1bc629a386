import type { Clock } from '@tracker/core';
import type { AssetStore } from '../assets/asset-store';
import type { BillingProvider } from '../billing';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { EnrichmentProvider } from '../enrichment';
import type { Mailer } from '../mail/mailer';
import type { Pause } from '../services/sign-in-throttle';
import { createRepositories, type Repositories } from '../repositories/repositories';
import { createServices, type Services } from '../services/services';
import { createDatabaseInboundStore } from '../inbound/database-inbound-store';
import type { InboundStore } from '../inbound/inbound-store';
import { createJobWorker, type JobWorker } from '../inbound/job-worker';
import { createRenderPool } from '../inbound/render-pool';
import { createInboundProcessor } from '../services/inbound/inbound-processor';
import { mailAuthenticator } from '../mail-auth/mail-authenticator';
import type { MailDnsResolver } from '../mail-auth/mail-dns';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    repositories: Repositories;
    services: Services;
    /** Mail arriving: the store SMTP, the webhook and ingest hand messages to, and this process's job worker (started by main when TRACKER_WORKER allows). */
    inbound: { store: InboundStore; worker: JobWorker };
  }
}

type Options = {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  enrichment: EnrichmentProvider;
  billing: BillingProvider;
  pause?: Pause;
  assets: AssetStore;
  /** Replaces the DNS of message authentication (tests). */
  mailDns?: MailDnsResolver;
};

/** Makes the configuration, clock, repositories and services reachable from every handler via `request.server`. */
export const servicesPlugin = globalPlugin<Options>(
  'services',
  async (app, { config, db, clock, mailer, enrichment, billing, pause, assets, mailDns }) => {
    const repositories = createRepositories(db, clock);
    // Parsing and rendering arriving mail runs in worker threads, so the SMTP listener and the API keep answering.
    const renderPool = config.inbound.renderThreads === 0 ? undefined : createRenderPool({ threads: config.inbound.renderThreads });
    // Arrivals and reprocessing alike.
    const render = renderPool && ((raw: Buffer) => renderPool.render(raw));
    const authenticate = mailAuthenticator(config.inbound.mailDns, clock, mailDns);
    const processor = createInboundProcessor({
      db,
      clock,
      repositories,
      assets,
      log: app.log,
      render,
      authenticate,
      // The services are built below; a message is processed only once they are.
      suggestions: { suggestFor: (emailId, input, tx) => app.services.suggestions.suggestFor(emailId, input, tx) },
    });
    const worker = createJobWorker({
      jobs: repositories.jobs,
      clock,
      log: app.log,
      pollMs: config.inbound.pollMs,
      concurrency: config.inbound.concurrency,
      handlers: {
        'inbound.process': ({ inboundMessageId }) => processor.process(inboundMessageId),
        'email.reprocess': ({ emailId }) => app.services.emails.rederive(emailId),
        // Each scheduled training queues the next (TRACKER_CLASSIFIER_TRAIN_HOURS).
        'classifier.train': async ({ seed }) => {
          await app.services.suggestions.train(seed);
          const every = config.inbound.classifierTrainEveryMs;
          if (every > 0) await app.services.suggestions.scheduleTraining(every);
        },
      },
    });
    const store = createDatabaseInboundStore({
      clock,
      repositories,
      assets,
      registrationDomains: config.registrationDomains,
      onQueued: () => worker.wake(),
    });
    app.decorate('inbound', { store, worker });
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('repositories', repositories);
    app.decorate(
      'services',
      createServices({
        db,
        clock,
        repositories,
        mailer,
        log: app.log,
        enrichment,
        billing,
        invitationUrl: config.invitationUrl,
        registrationDomains: config.registrationDomains,
        pause,
        assets,
        inboundStore: store,
        worker,
        render,
      }),
    );
    // Reset requests still being handled after their answer finish before the mailer and database close.
    app.addHook('onClose', async () => {
      await worker.stop();
      await renderPool?.close();
      await app.services.passwordResets.settled();
      mailer.close();
    });
  },
);

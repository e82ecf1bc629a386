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
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    repositories: Repositories;
    services: Services;
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
};

/** Makes the configuration, clock, repositories and services reachable from every handler via `request.server`. */
export const servicesPlugin = globalPlugin<Options>(
  'services',
  async (app, { config, db, clock, mailer, enrichment, billing, pause, assets }) => {
    const repositories = createRepositories(db, clock);
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
      }),
    );
    // Reset requests still being handled after their answer finish before the mailer and database close.
    app.addHook('onClose', async () => {
      await app.services.passwordResets.settled();
      mailer.close();
    });
  },
);

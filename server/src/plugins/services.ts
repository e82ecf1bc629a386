import type { Config } from '../config';
import type { Database } from '../db/client';
import type { EnrichmentProvider } from '../enrichment';
import type { Mailer } from '../mail/mailer';
import { createRepositories, type Repositories } from '../repositories/repositories';
import { createServices, type Services } from '../services/services';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    repositories: Repositories;
    services: Services;
  }
}

type Options = { config: Config; db: Database; mailer: Mailer; enrichment: EnrichmentProvider };

/** Makes the configuration, repositories and services reachable from every handler via `request.server`. */
export const servicesPlugin = globalPlugin<Options>('services', async (app, { config, db, mailer, enrichment }) => {
  const repositories = createRepositories(db);
  app.decorate('config', config);
  app.decorate('repositories', repositories);
  app.decorate('services', createServices({ db, repositories, mailer, log: app.log, enrichment }));
  app.addHook('onClose', async () => mailer.close());
});

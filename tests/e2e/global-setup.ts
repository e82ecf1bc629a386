import type { FullConfig } from '@playwright/test';
import { startEnrichmentStub } from '../support/enrichment-stub';
import { startServer } from '../support/server';

/**
 * Starts the built console on a free port with a fresh data directory and demo data, with company
 * enrichment answered by a local stub instead of the internet.
 */
export default async function globalSetup(_config: FullConfig) {
  const enrichment = await startEnrichmentStub();
  const server = await startServer({ demoData: true, env: { ENRICHMENT_API_URL: enrichment.urlTemplate } });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_ADMIN_EMAIL = server.adminEmail;
  process.env.E2E_ADMIN_PASSWORD = server.adminPassword;
  return async () => {
    await server.stop();
    await enrichment.stop();
  };
}

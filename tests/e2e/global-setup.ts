import type { FullConfig } from '@playwright/test';
import { startServer } from '../support/server';

/** Starts the built console on a free port with a fresh data directory and demo data. */
export default async function globalSetup(_config: FullConfig) {
  const server = await startServer({ demoData: true });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_ADMIN_EMAIL = server.adminEmail;
  process.env.E2E_ADMIN_PASSWORD = server.adminPassword;
  return async () => {
    await server.stop();
  };
}

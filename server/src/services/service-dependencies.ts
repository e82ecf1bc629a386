import type { Clock } from '@tracker/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AssetStore } from '../assets/asset-store';
import type { BillingProvider } from '../billing';
import type { Database } from '../db/client';
import type { EnrichmentProvider } from '../enrichment';
import type { Mailer } from '../mail/mailer';
import type { Repositories } from '../repositories/repositories';
import type { AuditService } from './audit-service';

/**
 * What services are built from, written once: each service takes the `Pick` of it that it uses, so a
 * dependency means the same thing (and carries the same comment) in every service.
 */
export type ServiceDependencies = {
  db: Database;
  clock: Clock;
  repositories: Repositories;
  audit: AuditService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  enrichment: EnrichmentProvider;
  billing: BillingProvider;
  assets: AssetStore;
  /** The customer-facing app's invitation page with `{guid}` (TRACKER_INVITATION_URL, configuration only, never a request's Host); unset, mail carries no link. */
  invitationUrl: string | undefined;
  /** The registration domains (TRACKER_REGISTRATION_DOMAINS): new inboxes go on them and a base email domain must be one of them; the first is the default. */
  registrationDomains: readonly string[];
};

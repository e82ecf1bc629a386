import type { Clock } from '@tracker/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { EnrichmentProvider } from '../enrichment';
import type { Mailer } from '../mail/mailer';
import type { Repositories } from '../repositories/repositories';
import { createApiTokenService } from './api-token-service';
import { createAuditService } from './audit-service';
import { createCompaniesService } from './companies/companies-service';
import { createCompanyEnrichmentService } from './companies/company-enrichment-service';
import { createEmailsService } from './emails/emails-service';
import { createGroupsService } from './groups/groups-service';
import { createHealthService } from './health-service';
import { createJourneysService } from './journeys/journeys-service';
import { createPasswordResetService } from './password-reset-service';
import { createSessionService } from './session-service';
import { createSignInThrottle } from './sign-in-throttle';

type Dependencies = {
  db: Database;
  clock: Clock;
  repositories: Repositories;
  mailer: Mailer;
  log: FastifyBaseLogger;
  enrichment: EnrichmentProvider;
};

/** Every service, wired to the repositories. Every resource adds its service here: routes call services only. */
export function createServices({ db, clock, repositories, mailer, log, enrichment }: Dependencies) {
  const audit = createAuditService(repositories, clock);
  const throttle = createSignInThrottle(repositories);
  const companies = createCompaniesService({ db, clock, repositories, audit });
  return {
    audit,
    health: createHealthService({ repositories }),
    sessions: createSessionService({ db, clock, repositories, audit, throttle }),
    apiTokens: createApiTokenService({ db, clock, repositories, audit }),
    passwordResets: createPasswordResetService({ db, clock, repositories, audit, mailer, log }),
    companies,
    companyEnrichment: createCompanyEnrichmentService({ db, clock, repositories, audit, enrichment, companies }),
    groups: createGroupsService({ db, repositories, audit, companies }),
    journeys: createJourneysService({ clock, repositories }),
    emails: createEmailsService({ repositories }),
  };
}
export type Services = ReturnType<typeof createServices>;

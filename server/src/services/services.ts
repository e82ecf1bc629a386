import type { RenderedEmail } from '@tracker/core';
import { createAddressesService } from './addresses/addresses-service';
import { createApiTokenService } from './api-token-service';
import { createAuditService } from './audit-service';
import { createCompaniesService } from './companies/companies-service';
import { createCompanyEnrichmentService } from './companies/company-enrichment-service';
import { createEmailsService } from './emails/emails-service';
import { createGroupsService } from './groups/groups-service';
import { createListsService } from './lists/lists-service';
import { createHealthService } from './health-service';
import { createJourneysService } from './journeys/journeys-service';
import { createPasswordResetService } from './password-reset-service';
import { createPasswordResetThrottle } from './password-reset-throttle';
import { createRegistrationsService } from './registrations/registrations-service';
import type { ServiceDependencies } from './service-dependencies';
import { createSearchService } from './search-service';
import { createSessionService } from './session-service';
import { createSignInThrottle, type Pause } from './sign-in-throttle';
import { createUsersService } from './users/users-service';
import { createTeamsService } from './teams/teams-service';
import { createHolidaysService } from './holidays/holidays-service';
import { createIndustriesService } from './industries/industries-service';
import { createInboundService } from './inbound/inbound-service';
import { createSuggestionsService } from './suggestions/suggestions-service';
import { createCompanyEmailStatsService } from './companies/company-email-stats-service';
import type { InboundStore } from '../inbound/inbound-store';
import type { JobWorker } from '../inbound/job-worker';

type Dependencies = Omit<ServiceDependencies, 'audit'> & {
  /** How a slowed-down sign-in waits (tests record it instead). */
  pause?: Pause;
  /** Where arriving mail is stored. */
  inboundStore: InboundStore;
  /** This process's job worker: woken after a job is queued; reprocess runs as a job it holds. */
  worker: JobWorker;
  /** Parses and renders a raw message (the render threads); on this thread unless given. */
  render?: ((raw: Buffer) => Promise<RenderedEmail>) | undefined;
};

/** Every service, wired to the repositories. Every resource adds its service here: routes call services only. */
export function createServices({
  db,
  clock,
  repositories,
  mailer,
  log,
  enrichment,
  billing,
  invitationUrl,
  registrationDomains,
  pause,
  assets,
  inboundStore,
  worker,
  render,
}: Dependencies) {
  const audit = createAuditService(repositories, clock);
  const throttle = createSignInThrottle(repositories, pause);
  const companies = createCompaniesService({ db, clock, repositories, audit, registrationDomains });
  const suggestions = createSuggestionsService({ db, clock, repositories, audit });
  return {
    audit,
    health: createHealthService({ repositories }),
    sessions: createSessionService({ db, clock, repositories, audit, throttle }),
    apiTokens: createApiTokenService({ db, clock, repositories, audit }),
    passwordResets: createPasswordResetService({
      db,
      clock,
      repositories,
      audit,
      mailer,
      log,
      throttle: createPasswordResetThrottle(repositories),
    }),
    companies,
    companyEmailStats: createCompanyEmailStatsService({ repositories }),
    companyEnrichment: createCompanyEnrichmentService({ db, clock, repositories, audit, enrichment, companies }),
    groups: createGroupsService({ db, repositories, audit, companies }),
    journeys: createJourneysService({ db, clock, repositories, audit, registrationDomains }),
    emails: createEmailsService({ db, clock, repositories, audit, assets, log, worker, render, suggestions }),
    suggestions,
    lists: createListsService({ db, repositories, audit }),
    registrations: createRegistrationsService({ db, clock, repositories, audit, registrationDomains }),
    addresses: createAddressesService({ db, repositories, audit }),
    users: createUsersService({ db, clock, repositories, audit, billing }),
    teams: createTeamsService({ db, clock, repositories, audit, mailer, log, billing, invitationUrl }),
    holidays: createHolidaysService({ db, repositories, audit }),
    industries: createIndustriesService({ db, repositories, audit }),
    search: createSearchService({ repositories }),
    inbound: createInboundService({ db, clock, repositories, audit, store: inboundStore, wake: () => worker.wake() }),
  };
}
export type Services = ReturnType<typeof createServices>;

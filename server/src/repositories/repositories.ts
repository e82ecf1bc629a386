import type { Clock } from '@tracker/core';
import type { Database } from '../db/client';
import { createAddressesRepository } from './addresses-repository';
import { createApiTokensRepository } from './api-tokens-repository';
import { createAuditRepository } from './audit-repository';
import { createCompaniesRepository } from './companies-repository';
import { createEmailsRepository } from './emails-repository';
import { createGroupsRepository } from './groups-repository';
import { createHealthRepository } from './health-repository';
import { createJourneysRepository } from './journeys-repository';
import { createListsRepository } from './lists-repository';
import { createPasswordResetRequestsRepository } from './password-reset-requests-repository';
import { createPasswordResetsRepository } from './password-resets-repository';
import { createRegistrationsRepository } from './registrations-repository';
import { createSearchRepository } from './search-repository';
import { createSessionsRepository } from './sessions-repository';
import { createSignInAttemptsRepository } from './sign-in-attempts-repository';
import { createUsersRepository } from './users-repository';
import { createUserAccountsRepository } from './user-accounts-repository';
import { createTeamsRepository } from './teams-repository';
import { createHolidaysRepository } from './holidays-repository';
import { createIndustriesRepository } from './industries-repository';
import { createInboundRepository } from './inbound-repository';
import { createJobsRepository } from './jobs-repository';
import { createSuggestionsRepository } from './suggestions-repository';
import { createCompanyEmailStatsRepository } from './company-email-stats-repository';

/** Every repository, built over one database; those that stamp times take the app's clock. A new resource adds its repository here. */
export function createRepositories(db: Database, clock: Clock) {
  return {
    users: createUsersRepository(db, clock),
    sessions: createSessionsRepository(db),
    apiTokens: createApiTokensRepository(db),
    passwordResets: createPasswordResetsRepository(db),
    passwordResetRequests: createPasswordResetRequestsRepository(db),
    signInAttempts: createSignInAttemptsRepository(db),
    audit: createAuditRepository(db),
    health: createHealthRepository(db),
    companies: createCompaniesRepository(db, clock),
    groups: createGroupsRepository(db, clock),
    journeys: createJourneysRepository(db),
    registrations: createRegistrationsRepository(db, clock),
    addresses: createAddressesRepository(db, clock),
    userAccounts: createUserAccountsRepository(db, clock),
    teams: createTeamsRepository(db, clock),
    holidays: createHolidaysRepository(db, clock),
    industries: createIndustriesRepository(db, clock),
    emails: createEmailsRepository(db, clock),
    lists: createListsRepository(db, clock),
    search: createSearchRepository(db),
    inbound: createInboundRepository(db),
    jobs: createJobsRepository(db),
    suggestions: createSuggestionsRepository(db),
    companyEmailStats: createCompanyEmailStatsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

import type { Database } from '../db/client';
import { createApiTokensRepository } from './api-tokens-repository';
import { createAuditRepository } from './audit-repository';
import { createCompaniesRepository } from './companies-repository';
import { createEmailsRepository } from './emails-repository';
import { createGroupsRepository } from './groups-repository';
import { createHealthRepository } from './health-repository';
import { createJourneysRepository } from './journeys-repository';
import { createPasswordResetsRepository } from './password-resets-repository';
import { createSessionsRepository } from './sessions-repository';
import { createSignInAttemptsRepository } from './sign-in-attempts-repository';
import { createUsersRepository } from './users-repository';

/** Every repository, built over one database. A new resource adds its repository here. */
export function createRepositories(db: Database) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    apiTokens: createApiTokensRepository(db),
    passwordResets: createPasswordResetsRepository(db),
    signInAttempts: createSignInAttemptsRepository(db),
    audit: createAuditRepository(db),
    health: createHealthRepository(db),
    companies: createCompaniesRepository(db),
    groups: createGroupsRepository(db),
    journeys: createJourneysRepository(db),
    emails: createEmailsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

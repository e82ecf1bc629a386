import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Repositories } from '../repositories/repositories';
import { createApiTokenService } from './api-token-service';
import { createAuditService } from './audit-service';
import { createPasswordResetService } from './password-reset-service';
import { createSessionService } from './session-service';
import { createSignInThrottle } from './sign-in-throttle';

type Dependencies = { db: Database; repositories: Repositories; mailer: Mailer; log: FastifyBaseLogger };

/** Every service, wired to the repositories. A new resource with rules adds its service here. */
export function createServices({ db, repositories, mailer, log }: Dependencies) {
  const audit = createAuditService(repositories);
  const throttle = createSignInThrottle(repositories);
  return {
    audit,
    sessions: createSessionService({ db, repositories, audit, throttle }),
    apiTokens: createApiTokenService({ db, repositories, audit }),
    passwordResets: createPasswordResetService({ db, repositories, audit, mailer, log }),
  };
}
export type Services = ReturnType<typeof createServices>;

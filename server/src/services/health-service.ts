import { DatabaseUnavailableError } from '../db/database-unavailable';
import { raceSignal } from '../enrichment/race-signal';
import type { ServiceDependencies } from './service-dependencies';

/**
 * How long the health check waits for the database: well under a load balancer's probe timeout,
 * so a database that does not answer is reported (503) rather than left to time the probe out.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

type Dependencies = Pick<ServiceDependencies, 'repositories'>;

export function createHealthService({ repositories }: Dependencies) {
  return {
    /** Throws when the database cannot answer, or does not within HEALTH_CHECK_TIMEOUT_MS. */
    async check(): Promise<void> {
      const signal = AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS);
      await raceSignal(repositories.health.ping(), signal).catch((error: unknown) => {
        if (signal.aborted)
          throw new DatabaseUnavailableError(`The database did not answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`, { cause: error });
        throw error;
      });
    },
  };
}

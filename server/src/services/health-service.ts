import type { Repositories } from '../repositories/repositories';

type Dependencies = { repositories: Repositories };

export function createHealthService({ repositories }: Dependencies) {
  return {
    /** Throws when the database cannot answer. */
    check(): Promise<void> {
      return repositories.health.ping();
    },
  };
}

import type { Clock, Journey, JourneyListQuery } from '@tracker/core';
import { listPage, type ListPage } from '../../lists/list-page';
import type { Repositories } from '../../repositories/repositories';
import { journeyResource } from '../../resources/journey-resource';

type Dependencies = { clock: Clock; repositories: Repositories };

export function createJourneysService({ clock, repositories }: Dependencies) {
  const journeys = repositories.journeys;
  return {
    /** One page of the journeys matching the filters; `expired` is judged at the time of the request. */
    async list({ page, size, ...filters }: JourneyListQuery): Promise<ListPage<Journey>> {
      const now = clock.now();
      return listPage(
        { page, size },
        (window) => journeys.page(filters, window),
        (rows) => rows.map((row) => journeyResource(row, now)),
      );
    },
  };
}

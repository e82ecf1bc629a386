import { defineEndpoint } from '../contract/endpoint';
import { JourneyList, JourneyListQuery } from './schema';

const tag = 'journeys';

export const journeysEndpoints = {
  listJourneys: defineEndpoint({
    method: 'GET',
    path: '/v3/journeys',
    access: 'admin',
    tag,
    summary: 'Journeys, newest start first; filter by company, address, type, status and start date',
    query: JourneyListQuery,
    status: 200,
    response: JourneyList,
  }),
};

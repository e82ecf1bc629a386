import { defineEndpoint } from '../contract/endpoint';
import { SearchQuery, SearchResults } from './schema';

const tag = 'search';

export const searchEndpoints = {
  searchRecords: defineEndpoint({
    method: 'GET',
    path: '/v2/search',
    access: 'admin',
    tag,
    summary: 'Find records of every area by id, name, inbox or subject, in one request',
    query: SearchQuery,
    status: 200,
    response: SearchResults,
  }),
};

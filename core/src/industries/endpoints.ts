import { defineEndpoint } from '../contract/endpoint';
import {
  IndustryDocument,
  IndustryList,
  IndustryListQuery,
  IndustryParams,
  IndustryUpdate,
  VerticalCreate,
  VerticalDocument,
  VerticalList,
  VerticalListQuery,
} from './schema';

const tag = 'industries';

// The spec names "industries update" and "verticals add/remove" without paths; these follow its style.
export const industriesEndpoints = {
  listIndustries: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/industries',
    access: 'admin',
    tag,
    summary: 'Industries with their vertical, by name',
    query: IndustryListQuery,
    status: 200,
    response: IndustryList,
  }),
  updateIndustry: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/industries/:id',
    access: 'admin',
    tag,
    summary: 'Edit an industry: its name and its vertical (verticalId, null for none)',
    params: IndustryParams,
    body: IndustryUpdate,
    example: { verticalId: 2 },
    status: 200,
    response: IndustryDocument,
    errors: ['conflict', 'not_found'],
  }),
  listVerticals: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/verticals',
    access: 'admin',
    tag,
    summary: 'Verticals, by name, with how many industries and companies each has',
    query: VerticalListQuery,
    status: 200,
    response: VerticalList,
  }),
  addVertical: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/verticals',
    access: 'admin',
    tag,
    summary: 'Add a vertical',
    body: VerticalCreate,
    example: { name: 'Apparel' },
    status: 201,
    response: VerticalDocument,
    errors: ['conflict'],
  }),
  removeVertical: defineEndpoint({
    method: 'DELETE',
    path: '/v1/admin/verticals/:id',
    access: 'admin',
    tag,
    summary: 'Remove a vertical (its industries keep no vertical; companies lose it)',
    params: IndustryParams,
    status: 204,
  }),
};

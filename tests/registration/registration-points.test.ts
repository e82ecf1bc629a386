import { endpoints, type Endpoint } from '@tracker/core';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../../cli/src/program';
import type { Runtime } from '../../cli/src/runtime';
import { scaleEndpoints } from '../../server/bench/scale/endpoints';
import { schemaTableNames } from '../../server/src/seed/tables';
import { AREAS, ROUTES } from '../../web/src/app/routes';
import { ROUTE_SCREENS } from '../e2e/screens';
import { missingRegistrations, type EndpointArea, type Exemptions, type Registrations } from './registration-points';

/** Every area of core's endpoint table (an endpoint's `tag`), with its list endpoints. */
function endpointAreas(): EndpointArea[] {
  const areas = new Map<string, EndpointArea>();
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const area = areas.get(endpoint.tag) ?? { name: endpoint.tag, lists: [] };
    if (endpoint.method === 'GET' && /^(list|search)[A-Z]/.test(name) && !endpoint.produces)
      area.lists.push({ endpoint: name, path: endpoint.path });
    areas.set(endpoint.tag, area);
  }
  return [...areas.values()];
}

/** trackctl's top-level command names; building the tree runs no command. */
function cliCommands(): string[] {
  const runtime = { io: {}, exitCode: 0 } as unknown as Runtime;
  return createProgram(runtime).commands.map((command) => command.name());
}

function registrations(): Registrations {
  return {
    webAreas: AREAS.map((area) => area.id),
    webRoutes: ROUTES.map(({ area, path }) => ({ area, path })),
    cliCommands: cliCommands(),
    benchPaths: scaleEndpoints({ companyId: 1, groupId: 1, teamId: 1, journeyId: 1, addressId: 1, deepCompanyPage: 1 }).map((e) => e.path),
    demoTables: schemaTableNames,
    accessibilityPaths: ROUTE_SCREENS.map((screen) => screen.path),
  };
}

/** What an area may do without, and why: each exemption is a decision, written down. */
const EXEMPT: Exemptions = {
  web: {
    health: 'the liveness probe: no screen',
    auth: 'sign-in and tokens: the account routes, outside the areas',
    search: "the palette's search across the areas: no screen of its own",
  },
  cli: {
    health: 'the liveness probe: no command',
    classifier: '`trackctl model status|train`: the command is named for what it trains',
  },
  bench: {
    listApiTokens: "a user's own tokens: a handful of rows",
    listHolidays: 'a reference list of a few dozen holidays, not grown at scale',
    listIndustries: 'a reference list, not grown at scale',
    listVerticals: 'a reference list, not grown at scale',
  },
  demo: {
    health: 'no rows of its own',
    auth: 'sessions and tokens come from signing in, not from demo data',
    search: "no rows of its own: it reads the other areas' tables",
    inbound: 'its rows are the inbound_messages and jobs tables, which the demo data fills (seedDatabase fills every table)',
    classifier: 'its rows are the classifier_models table, which the demo data trains a first model into (seedDatabase fills every table)',
  },
};

describe('the registration points of every area', () => {
  it('registers every area of the endpoint table everywhere it must be', () => {
    expect(missingRegistrations(endpointAreas(), registrations(), EXEMPT)).toEqual([]);
  });

  it('names the missing place when an area is not registered', () => {
    const fake: EndpointArea = { name: 'invoices', lists: [{ endpoint: 'listInvoices', path: '/v3/invoices' }] };
    const places = registrations();
    const withScreen = { ...places, webRoutes: [...places.webRoutes, { area: 'invoices', path: '/invoices/:invoice_id' }] };
    expect(missingRegistrations([fake], withScreen, EXEMPT)).toEqual([
      'area "invoices" is missing from the web route table (AREAS in web/src/app/routes.ts)',
      'area "invoices" has no command in trackctl\'s command index (cli/src/commands/index.ts)',
      'area "invoices" has no table for the demo data (a table of server/src/db/schema filled by server/src/seed/demo-data.ts)',
      'list endpoint listInvoices (GET /v3/invoices) of area "invoices" is not measured by the scale bench (server/bench/scale/endpoints.ts)',
      'screen /invoices/:invoice_id of area "invoices" is missing from the accessibility screens (ROUTE_SCREENS in tests/e2e/screens.ts)',
    ]);
  });

  it('fails for a real area once one of its registrations is dropped', () => {
    const places = registrations();
    const withoutTeamsScreen = {
      ...places,
      accessibilityPaths: places.accessibilityPaths.filter((path) => path !== '/teams/{team}/members'),
    };
    expect(missingRegistrations(endpointAreas(), withoutTeamsScreen, EXEMPT)).toEqual([
      'screen /teams/:team_id/members of area "teams" is missing from the accessibility screens (ROUTE_SCREENS in tests/e2e/screens.ts)',
    ]);
  });
});

/**
 * The places an area of the endpoint table must be registered beyond its own folders (the ★ lines of
 * "Adding an area" in docs/recipes.md), as data, so that one check can say which is missing.
 */

/** An area of core's endpoint table: its tag, and the paths of its list endpoints (`list…`, `search…`). */
export type EndpointArea = { name: string; lists: { endpoint: string; path: string }[] };

/** What each place holds, read from the place itself. */
export type Registrations = {
  /** Area ids in the web's route table (`AREAS`). */
  webAreas: readonly string[];
  /** Every route of the web's route table, with its area. */
  webRoutes: readonly { area: string; path: string }[];
  /** trackctl's top-level commands, from its command index. */
  cliCommands: readonly string[];
  /** The requests the scale bench measures. */
  benchPaths: readonly string[];
  /** The tables of the schema; the seed test holds the demo data to fill every one. */
  demoTables: readonly string[];
  /** The paths of the accessibility test's screens. */
  accessibilityPaths: readonly string[];
};

/** Areas or list endpoints a place does without, each with the reason why. */
export type Exemptions = {
  web: Record<string, string>;
  cli: Record<string, string>;
  bench: Record<string, string>;
  demo: Record<string, string>;
};

export const PLACES = {
  web: 'the web route table (AREAS in web/src/app/routes.ts)',
  cli: "trackctl's command index (cli/src/commands/index.ts)",
  bench: 'the scale bench (server/bench/scale/endpoints.ts)',
  demo: 'the demo data (a table of server/src/db/schema filled by server/src/seed/demo-data.ts)',
  accessibility: 'the accessibility screens (ROUTE_SCREENS in tests/e2e/screens.ts)',
} as const;

/** A route pattern as a test of paths: `:name` is any one segment. */
function pathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?]+')}`);
}

/** Whether a screen of the accessibility test (`/companies/{company}/journeys`) shows a route (`/companies/:company_id/:relationship`). */
function screenShows(screenPath: string, routePath: string): boolean {
  return new RegExp(`${pathPattern(routePath).source}$`).test(screenPath.split('?')[0]!);
}

/** Whether a bench request (`/api/v3/lists?featured=true`, `/api/v3/lists/1`) calls an endpoint path (`/v3/lists/:id`). */
function benchCalls(benchPath: string, endpointPath: string): boolean {
  return new RegExp(`${pathPattern(`/api${endpointPath}`).source}(\\?|$)`).test(benchPath);
}

/** One message per missing registration, naming the area and the place; none when all is registered. */
export function missingRegistrations(areas: readonly EndpointArea[], places: Registrations, exempt: Exemptions): string[] {
  const missing: string[] = [];
  for (const area of areas) {
    const { name } = area;
    if (!(name in exempt.web) && !places.webAreas.includes(name)) missing.push(`area "${name}" is missing from ${PLACES.web}`);
    if (!(name in exempt.cli) && !places.cliCommands.includes(name)) missing.push(`area "${name}" has no command in ${PLACES.cli}`);
    if (!(name in exempt.demo) && !places.demoTables.includes(name)) missing.push(`area "${name}" has no table for ${PLACES.demo}`);
    for (const list of area.lists) {
      if (list.endpoint in exempt.bench) continue;
      if (!places.benchPaths.some((path) => benchCalls(path, list.path))) {
        missing.push(`list endpoint ${list.endpoint} (GET ${list.path}) of area "${name}" is not measured by ${PLACES.bench}`);
      }
    }
    for (const route of places.webRoutes.filter((r) => r.area === name)) {
      if (!places.accessibilityPaths.some((screen) => screenShows(screen, route.path)))
        missing.push(`screen ${route.path} of area "${name}" is missing from ${PLACES.accessibility}`);
    }
  }
  return missing;
}

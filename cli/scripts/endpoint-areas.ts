import { readdir } from 'node:fs/promises';
import { endpoints, type Endpoint } from '@tracker/core';

const coreSrc = new URL('../../core/src/', import.meta.url);
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Each area of core that declares endpoints (`core/src/<area>/endpoints.ts`, exporting
 * `<area>Endpoints` from its index), with the names of its endpoints, in the table's order.
 */
async function areas(): Promise<{ area: string; exportName: string; names: string[] }[]> {
  const folders = (await readdir(coreSrc, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const found: { area: string; exportName: string; names: string[] }[] = [];
  for (const area of folders) {
    const files = await readdir(new URL(`${area}/`, coreSrc));
    if (!files.includes('endpoints.ts') || area === 'contract') continue;
    const exportName = `${camel(area)}Endpoints`;
    const module = (await import(`@tracker/core/${area}`)) as Record<string, Record<string, unknown> | undefined>;
    const declared = module[exportName];
    if (!declared) throw new Error(`core/src/${area}/index.ts does not export ${exportName}`);
    const names = Object.keys(declared).filter((name) => (endpoints as Record<string, unknown>)[name] === declared[name]);
    if (names.length > 0) found.push({ area, exportName, names });
  }
  return found;
}

type SchemaDef = { type: string } & Record<string, unknown>;
type Schema = { _zod: { def: SchemaDef } };

/**
 * Whether parsing with the schema can only check a value, never change it: no transform, pipe,
 * default or catch anywhere in it. An answer of such a schema is the same parsed or not.
 */
function onlyChecks(schema: Schema, seen = new Set<Schema>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def;
  const all = (schemas: unknown) => Object.values(schemas as Record<string, Schema>).every((s) => onlyChecks(s, seen));
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'null':
    case 'unknown':
    case 'any':
    case 'template_literal':
      return true;
    case 'object':
      return all(def.shape) && (def.catchall === undefined || onlyChecks(def.catchall as Schema, seen));
    case 'array':
      return onlyChecks(def.element as Schema, seen);
    case 'union':
      return all(def.options);
    case 'intersection':
      return onlyChecks(def.left as Schema, seen) && onlyChecks(def.right as Schema, seen);
    case 'record':
      return onlyChecks(def.keyType as Schema, seen) && onlyChecks(def.valueType as Schema, seen);
    case 'optional':
    case 'nullable':
    case 'readonly':
      return onlyChecks(def.innerType as Schema, seen);
    case 'lazy':
      return onlyChecks((def.getter as () => Schema)(), seen);
    default:
      return false;
  }
}

/**
 * The GET endpoints a command may call without loading the contract: no path parameter (so a call
 * without input needs no check) and an answer the schema would only check (see `onlyChecks`).
 */
function leanGets(): [string, string][] {
  return Object.entries(endpoints as Record<string, Endpoint>)
    .filter(
      ([, e]) => e.method === 'GET' && !e.path.includes(':') && !e.produces && e.response && onlyChecks(e.response as unknown as Schema),
    )
    .map(([name, e]) => [name, e.path]);
}

/** The source of `src/generated/endpoint-areas.ts`. */
export async function endpointAreasModule(): Promise<string> {
  const list = await areas();
  return [
    '// Generated from @tracker/core by `npm run generate -w @tracker/cli` (run by the build).',
    '// Do not edit: add endpoints in core and run the generator.',
    '',
    '/** Loads the part of the contract an area declares, so that a command loads only the area it calls. */',
    'export const AREA_ENDPOINTS = {',
    ...list.map(({ area, exportName }) => `  '${area}': () => import('@tracker/core/${area}').then((m) => m.${exportName}),`),
    '};',
    '',
    '/** The area each endpoint is declared in; one missing here is loaded with the whole contract. */',
    'export const ENDPOINT_AREA: Partial<Record<string, keyof typeof AREA_ENDPOINTS>> = {',
    ...list.flatMap(({ area, names }) => names.map((name) => `  ${name}: '${area}',`)),
    '};',
    '',
    '/**',
    ' * GET endpoints a call without input can make with a plain HTTP request, loading no schema: no path',
    " * parameter, and an answer the contract's schema only checks, never changes (cli/src/api/http-call.ts).",
    ' */',
    'export const LEAN_GETS: Partial<Record<string, string>> = {',
    ...leanGets().map(([name, path]) => `  ${name}: '${path}',`),
    '};',
    '',
  ].join('\n');
}

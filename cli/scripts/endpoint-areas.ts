import { readdir } from 'node:fs/promises';
import { endpoints } from '@tracker/core';

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
  ].join('\n');
}

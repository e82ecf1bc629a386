import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { coreConstantsModule } from '../../scripts/core-constants';
import { endpointAreasModule } from '../../scripts/endpoint-areas';
import { filterFlagsModule } from '../../scripts/filter-flags';

describe('the filter flags generated from core', () => {
  it('are up to date with core’s declarations (else run: npm run generate -w @tracker/cli)', async () => {
    const committed = await readFile(new URL('./filter-flags.ts', import.meta.url), 'utf8');

    expect(committed).toBe(filterFlagsModule());
  });
});

describe('the endpoint areas generated from core', () => {
  it('are up to date with core’s endpoint table (else run: npm run generate -w @tracker/cli)', async () => {
    const committed = await readFile(new URL('./endpoint-areas.ts', import.meta.url), 'utf8');

    expect(committed).toBe(await endpointAreasModule());
  });
});

describe('the page sizes and choices generated from core', () => {
  it('are up to date with core’s declarations (else run: npm run generate -w @tracker/cli)', async () => {
    const committed = await readFile(new URL('./core-constants.ts', import.meta.url), 'utf8');

    expect(committed).toBe(coreConstantsModule());
  });
});

import { writeFile } from 'node:fs/promises';
import { coreConstantsModule } from './core-constants';
import { endpointAreasModule } from './endpoint-areas';
import { filterFlagsModule } from './filter-flags';

// Run by the build before tsup; the output is committed, and a test fails when it is stale.
await writeFile(new URL('../src/generated/filter-flags.ts', import.meta.url), filterFlagsModule());
await writeFile(new URL('../src/generated/endpoint-areas.ts', import.meta.url), await endpointAreasModule());
await writeFile(new URL('../src/generated/core-constants.ts', import.meta.url), coreConstantsModule());

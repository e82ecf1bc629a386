import { writeFile } from 'node:fs/promises';
import { filterFlagsModule } from './filter-flags';

// Run by the build before tsup; the output is committed, and a test fails when it is stale.
await writeFile(new URL('../src/generated/filter-flags.ts', import.meta.url), filterFlagsModule());

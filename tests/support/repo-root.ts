import { fileURLToPath } from 'node:url';

/** The repository's root directory, found from this file so tests run from anywhere. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

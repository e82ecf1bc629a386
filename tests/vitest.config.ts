import { defineProject } from 'vitest/config';

// Cross-package tests: they run the built CLI against the built server, so build first.
export default defineProject({
  test: {
    name: 'tests',
    include: ['cli/**/*.test.ts', 'deploy/**/*.test.ts', 'registration/**/*.test.ts', 'habits/**/*.test.ts'],
    // A live server (PGlite start-up, migrations, scrypt) and a process per CLI call take a while.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

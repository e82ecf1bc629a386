import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Migrates once per run; each test file's database is a copy of that template.
    globalSetup: ['src/testing/global-setup.ts'],
    // Each test file opens its own database; PGlite start-up takes a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

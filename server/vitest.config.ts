import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Migrates once per run; each test file's database is a copy of that template.
    globalSetup: ['src/testing/global-setup.ts'],
    // A worker keeps its imported modules from file to file (fastify, drizzle, zod, PGlite): no server
    // test mocks modules, stubs globals or changes the environment, and each file opens its own app
    // and database, so importing them again per file bought nothing.
    isolate: false,
    // Each test file opens its own database; PGlite start-up takes a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

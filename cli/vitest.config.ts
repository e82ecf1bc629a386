import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'bin/**/*.test.ts'],
    // A file's first command loads its noun's module on demand, and the transform of that module is
    // counted in the test's time: seconds on a busy two-core machine.
    testTimeout: 30_000,
  },
});

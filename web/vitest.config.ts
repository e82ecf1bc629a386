import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'eslint/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Screens load lazily; on a busy machine a test that waits for one needs more than 5 s.
    testTimeout: 30_000,
  },
});

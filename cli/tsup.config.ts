import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { trackctl: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  outDir: 'dist',
  clean: true,
  // Dynamic imports become their own chunks: Ink and React, and the API contract, load only when
  // a command needs them, never for --help or --version.
  splitting: true,
  sourcemap: true,
  // core is TypeScript source; the bundle carries it (and its zod and ofetch) so Node can run it.
  noExternal: ['@tracker/core'],
});

import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const noChildProcess = fileURLToPath(new URL('scripts/no-child-process.cjs', import.meta.url));

/**
 * Node's own modules taken with `process.getBuiltinModule()` rather than imported. An `import` of
 * one builds its ESM view, which reads every export, the lazy ones too: `node:fs` loads fs/promises
 * and the streams, `node:process` the report and worker_threads, `node:http` undici; on every
 * start, for nothing. commander's child_process, for executable subcommands only, is not loaded at
 * all (scripts/no-child-process.cjs).
 */
const nodeModulesWithoutFacades: Plugin = {
  name: 'node-modules-without-facades',
  setup(build) {
    build.onResolve({ filter: /^node:/ }, (args) => {
      if (args.path === 'node:child_process' && /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer)) return { path: noChildProcess };
      // A dynamic import() stays one: it happens late, and a module of its own would keep only a default export.
      return args.kind === 'import-statement' ? { path: args.path, namespace: 'node-builtin' } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'node-builtin' }, (args) => ({
      contents: `module.exports = process.getBuiltinModule(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

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
  // commander too: one file Node's compile cache keeps, instead of resolving and loading its own.
  noExternal: ['@tracker/core', 'commander'],
  // Keep `node:` in imports (Node 22 knows it), so that the plugin below sees them all.
  removeNodeProtocol: false,
  esbuildPlugins: [nodeModulesWithoutFacades],
});

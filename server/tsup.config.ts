import { defineConfig } from 'tsup';

// One ESM file for Node 22.12+ (the project runs on 24). @tracker/core ships TypeScript sources, so it is bundled in;
// npm dependencies stay external and load from node_modules. Two of core's own dependencies are
// named: zod, so there is one copy at runtime (the one fastify-type-provider-zod checks schemas
// against), and node-fetch-native, behind core's client, which the server never calls: left out,
// its lazily loaded parts would be emitted as dead chunks.
export default defineConfig({
  // The server, the admin recovery script (`node dist/admin.js --email ...` where only the build is, as in the image)
  // and the SMTP listener run alone (`node dist/smtp.js`). `render-worker` is the thread arriving mail is parsed and
  // rendered in: the server starts it from beside its own bundle (src/inbound/render-pool.ts).
  entry: { main: 'src/main.ts', admin: 'src/admin/cli.ts', smtp: 'src/smtp-main.ts', 'render-worker': 'src/inbound/render-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@tracker\//],
  external: [/^zod(\/|$)/, /^node-fetch-native(\/|$)/],
});

#!/usr/bin/env node
import { existsSync } from 'node:fs';

const entry = new URL('../dist/trackctl.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('trackctl is not built yet. Run: npm run build -w @tracker/cli (or npm run build)\n');
  process.exit(1);
}
// Stack traces that point at the TypeScript sources, for bug reports.
if (process.env.TRACKCTL_DEBUG) process.setSourceMapsEnabled(true);
await import(entry.href);

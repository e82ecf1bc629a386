#!/usr/bin/env node
import { existsSync, readFileSync } from 'node:fs';
import module from 'node:module';
import { isOlderThan, tooOldMessage } from './node-check.js';

// The bundle uses what Node 22.12+ offers; on an older Node say so in one line rather than fail
// obscurely somewhere inside it. The minimum is the package's own `engines`.
const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const minimum = engines.node.replace(/^>=\s*/, '');
if (isOlderThan(process.version, minimum)) {
  process.stderr.write(tooOldMessage(process.version, minimum));
  process.exit(1);
}

// Node keeps the compiled bundle on disk (in the system's temporary directory) and reuses it on the
// next run: a command starts without compiling commander, the command tree and core again. Older
// Nodes without it just compile as before.
module.enableCompileCache?.();

const entry = new URL('../dist/trackctl.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('trackctl is not built yet. Run: npm run build -w @tracker/cli (or npm run build)\n');
  process.exit(1);
}
// Stack traces that point at the TypeScript sources, for bug reports.
if (process.env.TRACKCTL_DEBUG) process.setSourceMapsEnabled(true);
await import(entry.href);

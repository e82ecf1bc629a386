import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './build-openapi-document';

/**
 * `npm run openapi:lint`: writes the OpenAPI document to dist/openapi.json and lints it with
 * Redocly's recommended rules, as redocly.yaml at the repository root configures them.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const output = path.join(root, 'server', 'dist', 'openapi.json');
mkdirSync(path.dirname(output), { recursive: true });
writeFileSync(output, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);

const redocly = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const lint = spawnSync(process.execPath, [redocly, 'lint', '--config', path.join(root, 'redocly.yaml')], {
  cwd: root,
  stdio: 'inherit',
  // Offline and quiet: no update check or announcements (telemetry is off in redocly.yaml).
  env: { ...process.env, REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', REDOCLY_TELEMETRY: 'off' },
});
process.exitCode = lint.status ?? 1;

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';
import { startServer, type StartedServer } from '../support/server';

// `npm install` brings the Node named in .node-version, and every npm script runs on it: so do these
// tests (started by `npm test`) and the built server they start.
const projectMajor = readFileSync(path.join(repoRoot, '.node-version'), 'utf8').trim();

describe('the runtime', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('runs the tests on the Node the project names', () => {
    expect(process.versions.node.split('.')[0]).toBe(projectMajor);
  });

  it('has the server report the Node it runs on', async () => {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { runtime: string };

    expect(health.runtime).toBe(process.version);
  });
});

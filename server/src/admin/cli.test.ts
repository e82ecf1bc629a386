import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-admin-'));

/** Runs `npm run admin`'s script as operators do, on an embedded database of its own. */
function admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
    cwd: serverRoot,
    env: { ...env, TRACKER_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run admin', () => {
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Each run starts Node with tsx and opens the embedded database: seconds, not milliseconds.
  it('creates an admin on the database with a password shown once, which the database then holds', { timeout: 120_000 }, async () => {
    const created = await admin('--email', 'Ops@Example.com');
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^Created the admin ops@example\.com\.\n {2}password: {2}\S{40,}\n/);

    const database = await openDatabase({ dataDir });
    try {
      const [stored] = await database.db.select().from(users).where(eq(users.email, 'ops@example.com'));
      expect(stored).toMatchObject({ userRole: 'admin', archived: false });
    } finally {
      await database.close();
    }
  });

  it('says what to fix, exit code 2, when the email is not one', { timeout: 60_000 }, async () => {
    const malformed = await admin('--email', 'not-an-email');

    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toMatch(/^"not-an-email" is not an email address\.\n\nUsage: npm run admin -- --email someone@example\.com/);
  });
});

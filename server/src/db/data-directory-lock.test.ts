import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { LOCK_FILE, lockDataDirectory } from './data-directory-lock';

/** Another live process, whose pid a lock can name. */
function otherProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

describe('the data directory lock', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tracker-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGKILL');
      await exited(child);
    }
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a directory another live process holds, naming it and the process', async () => {
    const dir = tempDir();
    const holder = otherProcess();
    children.push(holder);
    writeFileSync(path.join(dir, LOCK_FILE), `${holder.pid}\n`);

    expect(() => lockDataDirectory(dir)).toThrow(`data directory ${dir} is in use by process ${holder.pid}`);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(holder.pid));
  });

  it('takes over the lock a killed process left behind, and releases it when done', async () => {
    const dir = tempDir();
    const killed = otherProcess();
    killed.kill('SIGKILL');
    await exited(killed);
    writeFileSync(path.join(dir, LOCK_FILE), `${killed.pid}\n`);

    const release = lockDataDirectory(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(`${process.pid} ${hostname()}`);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a lock held on another host, whose process it cannot see, and says how to clear it', () => {
    const dir = tempDir();
    // Two containers sharing a volume: the other one's server is process 1 too, or ours.
    writeFileSync(path.join(dir, LOCK_FILE), `${process.pid} other-container\n`);

    expect(() => lockDataDirectory(dir)).toThrow(
      `data directory ${dir} is in use by process ${process.pid} on host other-container (if no server runs there any more, delete ${path.join(dir, LOCK_FILE)})`,
    );
  });

  it('stops a second server on the directory at once, exit code 1, naming the holder', async () => {
    const dir = tempDir();
    const release = lockDataDirectory(dir);
    try {
      const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
      const { DATABASE_URL: _postgres, ...env } = process.env;
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverRoot,
        env: { ...env, TRACKER_DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      children.push(server);
      let stderr = '';
      server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      await exited(server);

      expect(server.exitCode).toBe(1);
      expect(stderr).toBe(`Tracker server failed to start: data directory ${dir} is in use by process ${process.pid}\n`);
    } finally {
      release();
    }
  });

  it('keeps the embedded database of a directory in use closed, and holds it again once released', async () => {
    const dir = tempDir();
    const release = lockDataDirectory(dir);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`data directory ${dir} is in use by process ${process.pid}`);
    release();
    expect(lockDataDirectory(dir)).toBeTypeOf('function');
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { LOCK_FILE, lockDataDirectory } from './data-directory-lock';

/** Another live process, whose pid a lock file can name, holding no lock. */
function otherProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Another process that has taken the directory's lock, once it says so. */
async function holdingProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/hold-data-directory.ts', dir], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let said = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holding process ended (${code}) before it took the lock`)));
  });
  return child;
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
    const holder = await holdingProcess(dir);
    children.push(holder);

    expect(() => lockDataDirectory(dir)).toThrow(`data directory ${dir} is in use by process ${holder.pid}`);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${holder.pid} ${hostname()}\n`);
  });

  it('takes the lock a process killed with SIGKILL held, and releases it when done', async () => {
    const dir = tempDir();
    const killed = await holdingProcess(dir);
    killed.kill('SIGKILL');
    await exited(killed);

    const release = lockDataDirectory(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
    expect(() => lockDataDirectory(dir)).toThrow(`data directory ${dir} is in use by process ${process.pid}`);
    release();
    lockDataDirectory(dir)();
  });

  it('takes a lock file left by a container that is gone, whatever host and live process id it names', async () => {
    const dir = tempDir();
    // A recreated container has a new host name; its old server was process 1, and another process may have the old pid now.
    writeFileSync(path.join(dir, LOCK_FILE), `1 old-container\n`);
    lockDataDirectory(dir)();
    const reused = otherProcess();
    children.push(reused);
    writeFileSync(path.join(dir, LOCK_FILE), `${reused.pid} ${hostname()}\n`);

    const release = lockDataDirectory(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
    release();
  });

  it('stops a second server on the directory at once, exit code 1, naming the holder', async () => {
    const dir = tempDir();
    const release = lockDataDirectory(dir);
    try {
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

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('keeps the embedded database of a directory in use closed, and holds it again once released', async () => {
    const dir = tempDir();
    const release = lockDataDirectory(dir);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`data directory ${dir} is in use by process ${process.pid}`);
    release();
    expect(lockDataDirectory(dir)).toBeTypeOf('function');
  });
});

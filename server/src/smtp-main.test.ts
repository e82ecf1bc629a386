import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openSmtpDialogue } from './testing/smtp-dialogue';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `npm run smtp` as a child process, on a fresh embedded database, with these settings. */
function runListener(dataDir: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/smtp-main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, TRACKER_DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function said(run: Run, text: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!run.output().includes(text)) return;
      run.child.stdout?.off('data', check);
      resolve();
    };
    run.child.stdout?.on('data', check);
    void run.exited.then((code) => reject(new Error(`the listener exited (${code}) before saying "${text}":\n${run.output()}`)));
    check();
  });
}

/** A port something else already listens on, and a way to let it go. */
async function takenPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const address = holder.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, release: () => new Promise((resolve) => holder.close(() => resolve())) };
}

describe('the SMTP listener run on its own', () => {
  const dirs: string[] = [];
  const runs: Run[] = [];
  afterEach(async () => {
    for (const run of runs.splice(0)) {
      run.child.kill('SIGKILL');
      await run.exited;
    }
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tracker-smtp-'));
    dirs.push(dir);
    return dir;
  };

  it('stops start-up naming TRACKER_SMTP_PORT when the port is taken', async () => {
    const taken = await takenPort();
    try {
      const run = runListener(dataDir(), { TRACKER_SMTP_PORT: String(taken.port), TRACKER_SMTP_HOST: '127.0.0.1' });
      runs.push(run);

      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`Tracker SMTP listener failed to start: TRACKER_SMTP_PORT: port ${taken.port}`);
      expect(run.output()).toContain('is already in use');
    } finally {
      await taken.release();
    }
  });

  it('refuses to start with the listener turned off, saying how to turn it on', async () => {
    const run = runListener(dataDir(), { TRACKER_SMTP_PORT: '0' });
    runs.push(run);

    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('TRACKER_SMTP_PORT is 0, which turns the SMTP listener off');
  });

  it('opens the database, greets senders, and closes cleanly on SIGTERM', async () => {
    const free = await takenPort();
    await free.release();
    const run = runListener(dataDir(), { TRACKER_SMTP_PORT: String(free.port), TRACKER_SMTP_HOST: '127.0.0.1' });
    runs.push(run);
    await said(run, `Tracker mail in: SMTP on 127.0.0.1:${free.port}`);

    const dialogue = await openSmtpDialogue(free.port);

    expect(dialogue.greeting).toMatch(/^220 .* ESMTP Tracker console inbound mail$/);
    expect(await dialogue.send('QUIT')).toMatch(/^221 /);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});

import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './repo-root';

export const trackctlEntry = path.join(repoRoot, 'cli', 'dist', 'trackctl.js');

export type TrackctlResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the built trackctl the way a script does: no terminal, input piped in, and an environment
 * of its own, so nothing of the developer's shell (TRACKCTL_TOKEN, a real config) leaks in.
 */
export function runTrackctl(args: readonly string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}): Promise<TrackctlResult> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NO_COLOR: '1',
    ...options.env,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [trackctlEntry, ...args], { cwd: repoRoot, env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import type { EndpointOutput, Endpoints } from '@tracker/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveTrackctl, type LiveTrackctl } from '../support/live-trackctl';
import { repoRoot } from '../support/repo-root';
import { trackctlEntry } from '../support/trackctl';

// `registrations triage` refuses to run off a terminal, so this test gives it one: util-linux's
// `script` (Debian's bsdutils, always installed) runs the built trackctl on a pseudo-terminal
// and passes on the keys written to it.

const OTHER_ASSIGNEE = 'other.assignee@tracker.test';
/** How long the screen may take to show what a key did (a live server answers in far less). */
const SCREEN_TIMEOUT_MS = 15_000;

let live: LiveTrackctl;

beforeAll(async () => {
  live = await startLiveTrackctl();
});
afterAll(() => live?.stop());

const trackctl = (args: string[]) => live.run(args);

/** A call to the live API as the signed-in admin, for what trackctl has no command for. */
async function post<T>(apiPath: string, body: unknown): Promise<T> {
  const response = await live.api('POST', apiPath, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as T;
}

async function shown(id: string) {
  const result = await trackctl(['registrations', 'show', id, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as EndpointOutput<Endpoints['getRegistration']>).data.attributes;
}

/** trackctl on a terminal of its own: write keys, wait for what the screen shows, and its exit code. */
function onTerminal(args: string[]) {
  const command = [
    'stty cols 200 rows 60 && exec',
    ...[process.execPath, trackctlEntry, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`),
  ].join(' ');
  const child: ChildProcess = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, SHELL: '/bin/sh', TERM: 'xterm-256color', NO_COLOR: '1', ...live.env },
    stdio: 'pipe',
  });
  let screen = '';
  let failed: Error | undefined;
  child.stdout?.on('data', (chunk: Buffer) => (screen += stripVTControlCharacters(chunk.toString())));
  child.on('error', (error) => (failed = new Error(`Could not run util-linux's script for a terminal: ${error.message}`)));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    /** Everything shown so far, escape codes taken out. */
    get screen() {
      return screen;
    },
    press(keys: string) {
      child.stdin?.write(keys);
    },
    /** Waits until the screen has shown the text; fails with what it showed last when it does not. */
    async shows(text: string) {
      for (let waited = 0; !screen.includes(text); waited += 50) {
        if (failed) throw failed;
        if (waited > SCREEN_TIMEOUT_MS || child.exitCode !== null)
          throw new Error(`The terminal never showed "${text}". Its end:\n${screen.slice(-2000)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

describe('trackctl registrations triage on a terminal against a live server', () => {
  it('claims a registration and completes it; one someone else claimed meanwhile is left as it is', async () => {
    type Created = { data: { id: string } };
    await post('/v1/admin/users', { email: OTHER_ASSIGNEE, name: 'Other Assignee', assignee: true });
    const company = await post<Created>('/v3/admin/companies', { name: 'Triage Test Outfitters', domain_name: 'triage-test.example' });
    const mine = (await post<Created>('/v1/admin/registrations', { company_id: Number(company.data.id) })).data.id;
    const theirs = (await post<Created>('/v1/admin/registrations', { company_id: Number(company.data.id) })).data.id;

    const terminal = onTerminal(['registrations', 'triage']);
    try {
      await terminal.shows('2 registrations in the queue.');
      expect(terminal.screen).toMatch(new RegExp(`› #${mine} Triage Test Outfitters \\S+@\\S+ \\[unclaimed\\]`));

      terminal.press('c');
      await terminal.shows(`✔ #${mine} Triage Test Outfitters: claimed`);
      await terminal.shows(`[assigned, ${live.server.adminEmail}]`);

      // Meanwhile someone else's registration: assigned to another assignee from a script.
      const assigned = await trackctl(['registrations', 'assign', theirs, OTHER_ASSIGNEE]);
      expect(assigned.code, assigned.stderr).toBe(0);

      terminal.press('C');
      await terminal.shows(`✔ #${mine} Triage Test Outfitters: completed all`);
      await terminal.shows('1 registration in the queue.');
      await terminal.shows(`› #${theirs} Triage Test Outfitters`);

      // Still shown as unclaimed here, but the server says who holds it now.
      terminal.press('C');
      await terminal.shows(`#${theirs} left as it is: Registration ${theirs} is already claimed by ${OTHER_ASSIGNEE}.`);
      await terminal.shows(`[assigned, ${OTHER_ASSIGNEE}]`);

      terminal.press('q');
      expect(await terminal.exited).toBe(0);
    } finally {
      terminal.stop();
    }

    expect(await shown(mine)).toMatchObject({ status: 'complete', complete: true, assignee_email: live.server.adminEmail });
    expect(await shown(theirs)).toMatchObject({ status: 'assigned', complete: false, assignee_email: OTHER_ASSIGNEE });
  });
});

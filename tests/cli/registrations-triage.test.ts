import type { EndpointOutput, Endpoints } from '@tracker/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveTrackctl, type LiveTrackctl } from '../support/live-trackctl';
import { onTerminal as terminalFor, type Terminal } from '../support/terminal';

// `registrations triage` refuses to run off a terminal, so this test gives it one: util-linux's
// `script` runs the built trackctl on a pseudo-terminal, and a headless xterm.js of the same size
// draws its output, so the test reads what a user would see on the screen now.

const OTHER_ASSIGNEE = 'other.assignee@tracker.test';

let live: LiveTrackctl;

beforeAll(async () => {
  live = await startLiveTrackctl();
});
afterAll(() => live?.stop());

const trackctl = (args: string[]) => live.run(args);
const onTerminal = (args: string[], size: { columns?: number; rows?: number } = {}) => terminalFor(args, { ...size, env: live.env });

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
      await terminal.shows(`Complete all of #${mine} Triage Test Outfitters? (y/N)`);
      terminal.press('y');
      await terminal.shows(`✔ #${mine} Triage Test Outfitters: completed all`);
      await terminal.shows('1 in the queue');
      await terminal.shows(`› #${theirs} Triage Test Outfitters`);

      // Still shown as unclaimed here, but the server says who holds it now.
      const before = terminal.screen.length;
      terminal.press('C');
      await terminal.shows(`Complete all of #${theirs} Triage Test Outfitters? (y/N)`, before);
      terminal.press('y');
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

describe('trackctl registrations triage fits the terminal', () => {
  let ids: string[];
  /** The queue's first 50 unclaimed come first: the other assignee's registration, then the 30th of these. */
  const ROWS_BEFORE_TARGET = 30;
  const QUEUE_LOADED = /\d+ registrations in the queue\./;

  beforeAll(async () => {
    type Created = { data: { id: string } };
    const company = await post<Created>('/v3/admin/companies', { name: 'Windowed Goods', domain_name: 'windowed-goods.example' });
    ids = [];
    for (let i = 0; i < 100; i += 1)
      ids.push((await post<Created>('/v1/admin/registrations', { company_id: Number(company.data.id) })).data.id);
  });

  /** Checks the screen a user sees now: it fits, and shows the header, the row under the cursor, the result and the keys. */
  async function expectFits(terminal: Terminal, size: { columns: number; rows: number }, cursorId: string, result: string) {
    await terminal.shows(result);
    const lines = await terminal.visible();
    expect(lines).toHaveLength(size.rows);
    expect(lines[0], lines.join('\n')).toMatch(/^Registrations to triage: \d+ in the queue, \d+–\d+ shown/);
    expect(
      lines.some((l) => l.startsWith(`› #${cursorId} Windowed Goods`)),
      lines.join('\n'),
    ).toBe(true);
    expect(
      lines.some((l) => l.includes(result)),
      lines.join('\n'),
    ).toBe(true);
    expect(
      lines.some((l) => l.includes('q quit')),
      lines.join('\n'),
    ).toBe(true);
    expect(lines.every((l) => l.length <= size.columns)).toBe(true);
  }

  for (const size of [
    { columns: 80, rows: 24 },
    { columns: 120, rows: 40 },
  ]) {
    it(`at ${size.columns}x${size.rows}: a window of rows follows the cursor on the alternate screen; C asks first; Ctrl+C exits 130`, async () => {
      const terminal = onTerminal(['registrations', 'triage'], size);
      const target = ids[ROWS_BEFORE_TARGET - 1]!;
      try {
        await terminal.shows(QUEUE_LOADED);
        expect(await terminal.onAlternateScreen()).toBe(true);
        expect((await terminal.visible()).filter((l) => l.includes('Windowed Goods')).length).toBeLessThan(size.rows - 3);

        // Down the queue, past the first screen: the window scrolls with the cursor.
        terminal.press('j'.repeat(ROWS_BEFORE_TARGET));
        await terminal.shows(`› #${target} Windowed Goods`);

        terminal.press('h');
        await expectFits(terminal, size, target, `✔ #${target} Windowed Goods: emails hidden`);

        terminal.press('C');
        await expectFits(terminal, size, target, `Complete all of #${target} Windowed Goods? (y/N)`);
        terminal.press('n');
        await expectFits(terminal, size, target, `#${target}: complete all cancelled, nothing changed.`);

        terminal.press('\x03');
        expect(await terminal.exited).toBe(130);
        // The shell's screen is back.
        expect(await terminal.onAlternateScreen()).toBe(false);
      } finally {
        terminal.stop();
      }
      expect(await shown(target)).toMatchObject({ status: 'assigned', complete: false, assignee_email: live.server.adminEmail });
    });
  }

  it('follows the terminal when it is resized', async () => {
    const terminal = onTerminal(['registrations', 'triage'], { columns: 120, rows: 40 });
    try {
      await terminal.shows(QUEUE_LOADED);
      const tall = (await terminal.visible()).filter((l) => l.includes('Windowed Goods')).length;
      await terminal.resize(80, 24);
      // The frame for 24 lines: the header on top, the keys at the bottom, fewer rows between.
      const lines = await terminal.showsNow(
        (shown) =>
          /^Registrations to triage: \d+ in the queue, 1–\d+ shown/.test(shown[0] ?? '') && shown.some((l) => l.endsWith('q quit')),
      );
      const short = lines.filter((l) => l.includes('Windowed Goods')).length;
      expect(short).toBeLessThan(tall);
      expect(short).toBeLessThan(24 - 3);
      expect(lines.every((l) => l.length <= 80)).toBe(true);
      terminal.press('q');
      expect(await terminal.exited).toBe(0);
    } finally {
      terminal.stop();
    }
  });
});

import type { Registration, RegistrationDocument } from '@tracker/core';
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ClaimRefused, type TriageApi } from './triage-api';
import { TriageApp } from './triage-app';

function registration(id: string, changes: Partial<Registration['attributes']> = {}): Registration {
  return {
    id,
    type: 'registrations',
    attributes: {
      status: 'unclaimed',
      complete: false,
      userId: null,
      addressId: Number(id) * 10,
      current: true,
      prioritized: true,
      type: 'email_subscriber',
      company_id: 7,
      company_name: `Brand ${id}`,
      company_invalid: false,
      email_address: `persona${id}@inbox.tracker.example`,
      assignee_email: null,
      baseEmailDomain: 'inbox.tracker.example',
      description: 'Newsletter signup',
      emails_count: 0,
      created_at: '2026-05-10T10:00:00.000Z',
      updated_at: '2026-05-10T10:00:00.000Z',
      ...changes,
    },
  };
}

const doc = (r: Registration): RegistrationDocument => ({ data: r });
const ME = { email: 'ada@tracker.example' };

function fakeApi(overrides: Partial<TriageApi> = {}): TriageApi {
  return {
    me: async () => ME,
    queue: async () => [registration('5'), registration('6', { status: 'assigned', userId: 1, assignee_email: ME.email })],
    get: async (id) => doc(registration(id)),
    details: async (id) => ({
      registration: registration(id),
      email: `persona${id}@inbox.tracker.example`,
      password: 'Tracker!Signup24',
      name: 'Avery Adams',
      birthdate: '1998-04-02',
      street: '350 Fifth Avenue, New York',
      telephone: '+1 212 555 0142',
      events: [{ at: '2026-05-10T10:05:00.000Z', description: 'Subscribed to newsletter', private: false }],
      emails: [{ at: '2026-05-10T11:00:00.000Z', subject: 'Welcome aboard', from: 'news@brand.example' }],
    }),
    claim: async (id, status) => doc(registration(id, { status: status ?? 'assigned', userId: 1, assignee_email: ME.email })),
    completeAll: async (id) => doc(registration(id, { status: 'complete', complete: true, userId: 1, assignee_email: ME.email })),
    bulk: async () => undefined,
    ...overrides,
  };
}

/** The server's answer to a claim of one someone else holds, and what it holds now. */
const heldByBo = {
  claim: async (id: string) => {
    throw new ClaimRefused(`Registration ${id} is already claimed by bo@tracker.example.`);
  },
  get: async (id: string) => doc(registration(id, { status: 'assigned', userId: 9, assignee_email: 'bo@tracker.example' })),
};

type App = ReturnType<typeof render>;
/** The screen on a terminal of this size (a roomy one unless a test says). */
const show = (api: TriageApi, size = { rows: 40, columns: 120 }) => render(createElement(TriageApp, { api, size }));
/** How often and how long to look: 150 looks 20 ms apart, about 3 s, inside the test's 5 s. */
const LOOKS = 150;
const LOOK_EVERY_MS = 20;

/** Waits until the screen shows the text (or passes the check); fails with the screen as it is when it does not. */
async function until(app: App, expected: string | ((frame: string) => boolean), what = `"${String(expected)}"`) {
  const check = typeof expected === 'string' ? (frame: string) => frame.includes(expected) : expected;
  // A key's work starts at once and the screen follows later: look only once that has had a turn.
  let looks = 0;
  do {
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    if (++looks > LOOKS) throw new Error(`The screen never showed ${what}. It shows:\n${app.lastFrame() ?? ''}`);
  } while (!check(app.lastFrame() ?? ''));
}

describe('the triage queue', () => {
  it('shows the queue and its keys; c claims, enter shows the persona, events and emails', async () => {
    const api = fakeApi();
    const claim = vi.spyOn(api, 'claim');
    const app = show(api);
    await until(app, 'Brand 6');
    expect(app.lastFrame()).toContain('j/k move · c claim · enter details');
    expect(app.lastFrame()).toContain('› #5 Brand 5');

    app.stdin.write('c');
    await until(app, '✔ #5 Brand 5: claimed');
    expect(claim).toHaveBeenCalledWith('5');
    expect(app.lastFrame()).toContain('#5 Brand 5 persona5@inbox.tracker.example [assigned, ada@tracker.example]');

    app.stdin.write('\r');
    await until(app, 'Welcome aboard');
    expect(app.lastFrame()).toContain('Tracker!Signup24');
    expect(app.lastFrame()).toContain('Subscribed to newsletter');
    app.unmount();
  });

  it('completes all with C once confirmed, after claiming it: the result shows under the queue, which moves on', async () => {
    const api = fakeApi();
    const claim = vi.spyOn(api, 'claim');
    const completeAll = vi.spyOn(api, 'completeAll');
    const app = show(api);
    await until(app, 'Brand 6');
    app.stdin.write('j');
    await until(app, '› #6');
    app.stdin.write('C');
    await until(app, 'Complete all of #6 Brand 6? (y/N)');
    expect(claim).not.toHaveBeenCalled();
    app.stdin.write('y');
    await until(app, '1 in the queue');

    const frame = app.lastFrame()!;
    expect(frame).toContain('✔ #6 Brand 6: completed all');
    expect(frame.indexOf('✔ #6 Brand 6: completed all')).toBeGreaterThan(frame.indexOf('› #5 Brand 5'));
    expect(frame).not.toContain('#6 Brand 6 persona6');
    expect(frame).toContain('› #5 Brand 5');
    expect(claim).toHaveBeenCalledWith('6');
    expect(claim.mock.invocationCallOrder[0]).toBeLessThan(completeAll.mock.invocationCallOrder[0]!);
    app.unmount();
  });

  it('sets a status with the claim, in one request', async () => {
    const api = fakeApi();
    const claim = vi.spyOn(api, 'claim');
    const app = show(api);
    await until(app, 'Brand 6');
    app.stdin.write('3');
    await until(app, '✔ #5 Brand 5: status ready');
    expect(claim.mock.calls).toEqual([['5', 'ready']]);
    expect(app.lastFrame()).toContain('› #5 Brand 5 persona5@inbox.tracker.example [ready, ada@tracker.example]');
    app.unmount();
  });

  it('says who claimed it meanwhile, and neither completes it nor touches its emails', async () => {
    const api = fakeApi(heldByBo);
    const claim = vi.spyOn(api, 'claim');
    const completeAll = vi.spyOn(api, 'completeAll');
    const bulk = vi.spyOn(api, 'bulk');
    const app = show(api);
    await until(app, 'Brand 6');

    app.stdin.write('C');
    await until(app, 'Complete all of #5 Brand 5? (y/N)');
    app.stdin.write('y');
    await until(app, '#5 left as it is: Registration 5 is already claimed by bo@tracker.example.');
    await until(app, '› #5 Brand 5 persona5@inbox.tracker.example [assigned, bo@tracker.example]');
    expect(completeAll).not.toHaveBeenCalled();

    app.stdin.write('h');
    await until(app, (frame) => claim.mock.calls.length === 2 && !frame.includes('Working…'), 'the second claim refused');
    expect(bulk).not.toHaveBeenCalled();
    expect(app.lastFrame()).toContain('#5 left as it is: Registration 5 is already claimed by bo@tracker.example.');
    expect(app.lastFrame()).not.toContain('✔');
    app.unmount();
  });

  it('shows a claim refused by the server (409) with its message, and who holds it now', async () => {
    const app = show(fakeApi(heldByBo));
    await until(app, 'Brand 6');
    app.stdin.write('c');
    await until(app, '#5 left as it is: Registration 5 is already claimed by bo@tracker.example.');
    await until(app, '› #5 Brand 5 persona5@inbox.tracker.example [assigned, bo@tracker.example]');
    expect(app.lastFrame()).not.toContain('✔ #5');
    app.unmount();
  });

  it('asks before completing all, and changes nothing on any answer but y', async () => {
    const api = fakeApi();
    const claim = vi.spyOn(api, 'claim');
    const completeAll = vi.spyOn(api, 'completeAll');
    const app = show(api);
    await until(app, 'Brand 6');
    app.stdin.write('C');
    await until(app, 'Complete all of #5 Brand 5? (y/N)');
    app.stdin.write('n');
    await until(app, '#5: complete all cancelled, nothing changed.');
    expect(claim).not.toHaveBeenCalled();
    expect(completeAll).not.toHaveBeenCalled();
    expect(app.lastFrame()).toContain('› #5 Brand 5 persona5@inbox.tracker.example [unclaimed]');
    app.unmount();
  });

  it('fits 100 registrations on a 24-line terminal: a window follows the cursor, the header, result and keys stay', async () => {
    const queue = Array.from({ length: 100 }, (_, i) => registration(String(i + 1)));
    const app = show(fakeApi({ queue: async () => queue }), { rows: 24, columns: 80 });
    await until(app, '100 registrations in the queue.');
    for (let i = 0; i < 49; i += 1) app.stdin.write('j');
    await until(app, '› #50 Brand 50');
    app.stdin.write('c');
    await until(app, '✔ #50 Brand 50: claimed');

    const lines = app.lastFrame()!.split('\n');
    expect(lines.length).toBeLessThanOrEqual(23);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^Registrations to triage: 100 in the queue, \d+–\d+ shown/);
    expect(lines.some((l) => l.startsWith('› #50 Brand 50'))).toBe(true);
    expect(lines).not.toContainEqual(expect.stringContaining('#1 Brand 1 '));
    expect(lines).not.toContainEqual(expect.stringContaining('#100 Brand 100 '));
    expect(lines.at(-1)).toContain('q quit');
    app.unmount();
  });
});

import type { Registration, RegistrationDocument } from '@tracker/core';
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TriageApi } from './triage-api';
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
const ME = { id: 1, email: 'ada@tracker.example' };

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
    claim: async (id) => doc(registration(id, { status: 'assigned', userId: 1, assignee_email: ME.email })),
    setStatus: async (id, status) => doc(registration(id, { status, userId: 1, assignee_email: ME.email })),
    completeAll: async (id) => doc(registration(id, { status: 'complete', complete: true, userId: 1 })),
    bulk: async () => undefined,
    ...overrides,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await tick();
}

describe('the triage queue', () => {
  it('shows the queue and its keys; c claims, enter shows the persona, events and emails', async () => {
    const api = fakeApi();
    const claim = vi.spyOn(api, 'claim');
    const app = render(createElement(TriageApp, { api }));
    await until(() => app.lastFrame()!.includes('Brand 6'));
    expect(app.lastFrame()).toContain('j/k move · c claim · enter details');
    expect(app.lastFrame()).toContain('› #5 Brand 5');

    app.stdin.write('c');
    await until(() => app.lastFrame()!.includes('✔ #5 Brand 5: claimed'));
    expect(claim).toHaveBeenCalledWith('5');
    expect(app.lastFrame()).toContain('#5 Brand 5 persona5@inbox.tracker.example [assigned, ada@tracker.example]');

    app.stdin.write('\r');
    await until(() => app.lastFrame()!.includes('Welcome aboard'));
    expect(app.lastFrame()).toContain('Tracker!Signup24');
    expect(app.lastFrame()).toContain('Subscribed to newsletter');
    app.unmount();
  });

  it('completes all with C: the finished item stays above, the queue moves on', async () => {
    const api = fakeApi();
    const app = render(createElement(TriageApp, { api }));
    await until(() => app.lastFrame()!.includes('Brand 6'));
    app.stdin.write('j');
    await until(() => app.lastFrame()!.includes('› #6'));
    app.stdin.write('C');
    await until(() => app.frames.some((f) => f.includes('✔ #6 Brand 6: completed all')));
    await until(() => !app.lastFrame()!.includes('#6 Brand 6 persona6'));
    expect(app.lastFrame()).toContain('#5 Brand 5');
    app.unmount();
  });

  it('says when someone else claimed it meanwhile instead of overwriting', async () => {
    const api = fakeApi({
      get: async (id) => doc(registration(id, { status: 'assigned', userId: 9, assignee_email: 'bo@tracker.example' })),
    });
    const setStatus = vi.spyOn(api, 'setStatus');
    const app = render(createElement(TriageApp, { api }));
    await until(() => app.lastFrame()!.includes('Brand 6'));
    app.stdin.write('3');
    await until(() => app.lastFrame()!.includes('claimed by bo@tracker.example meanwhile'));
    expect(setStatus).not.toHaveBeenCalled();
    app.unmount();
  });

  it('shows a claim refused by the server (409) with its message', async () => {
    const api = fakeApi({
      claim: async () => {
        throw new Error('Registration 5 is already claimed by bo@tracker.example.');
      },
    });
    const app = render(createElement(TriageApp, { api }));
    await until(() => app.lastFrame()!.includes('Brand 6'));
    app.stdin.write('c');
    await until(() => app.lastFrame()!.includes('#5: Registration 5 is already claimed by bo@tracker.example.'));
    app.unmount();
  });
});

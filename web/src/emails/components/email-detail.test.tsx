import { emailResource } from '@tracker/core/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi, type FakeAnswer, type FakeFetch } from '../../test/fake-api';
import { listOf } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { EmailDetail } from './email-detail';

const GUID = 'a1b2c3';
const DETAIL = `/api/v1/emails/${GUID}`;
const UPDATE = `/api/v1/emails/${GUID}/update`;
const REPROCESS = `/api/v1/emails/${GUID}/reprocess`;

const ARRIVED = {
  platform: { id: 'klaviyo', name: 'Klaviyo', confidence: 0.94, signals: ['DKIM d=klaviyomail.com', 'links via ctrk.klclick.com'] },
  authentication: {
    dkim: [{ domain: 'klaviyomail.com', selector: 'kl', result: 'pass', aligned: false, comment: null }],
    spf: { domain: 'send.klaviyomail.com', client_ip: '192.0.2.10', result: 'temperror', comment: null },
    dmarc: { domain: 'acme.test', result: 'fail', policy: 'none', spf_aligned: false, dkim_aligned: false },
    checked_at: '2026-03-02T10:00:00.000Z',
  },
  unsubscribe: { targets: ['https://ctrk.klclick.com/u/1', 'mailto:u@klaviyo.com'], one_click: true },
};

function emailDocument(extra: Partial<typeof ARRIVED> = {}) {
  const email = emailResource('1', { guid: GUID, subject: 'Welcome to Acme', private: false, visible: true, processed: true });
  const attributes = { ...email.attributes, lists: [], stuck: false, rendered_url: null, mime_url: null, size: 0 };
  return {
    data: { ...email, attributes: { ...attributes, platform: null, authentication: null, unsubscribe: null, suggestions: [], ...extra } },
  };
}

/** A held answer: the fake API answers only once the test calls `answer`. */
function held() {
  let answer: (value: FakeAnswer) => void = () => {};
  const promise = new Promise<FakeAnswer>((resolve) => (answer = resolve));
  return { respond: () => promise, answer: (value: FakeAnswer) => answer(value) };
}

/** The server holds the email as emailDocument() has it; `post` answers the update or reprocess call. */
function stub(post: Record<string, () => Promise<FakeAnswer>>): FakeFetch {
  const api = fakeApi({
    [`GET ${DETAIL}`]: () => ({ status: 200, body: emailDocument() }),
    'GET /api/v3/lists': { status: 200, body: listOf([]) },
    ...Object.fromEntries(Object.entries(post).map(([path, respond]) => [`POST ${path}`, respond])),
  });
  vi.stubGlobal('fetch', api);
  return api;
}

async function openDetail() {
  const view = renderAt(`/emails/${GUID}`, <EmailDetail guid={GUID} back={null} />);
  await screen.findByRole('heading', { name: 'Welcome to Acme' });
  return view;
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const posts = (api: FakeFetch, path: string) => api.requests.filter((r) => r.method === 'POST' && r.path === path);
const processed = () => screen.getByText('Processed').nextElementSibling?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the email detail flags', () => {
  it.each([
    ['Private', { private: true }, false],
    ['Visible', { visible: false }, true],
  ] as const)('%s flips at once, and flips back with the server’s message when the server refuses', async (name, body, before) => {
    const update = held();
    const api = stub({ [UPDATE]: update.respond });
    await openDetail();
    expect(checkbox(name).checked).toBe(before);

    fireEvent.click(checkbox(name));

    // Shown before the server answers.
    await waitFor(() => expect(checkbox(name).checked).toBe(!before));
    await waitFor(() => expect(posts(api, UPDATE)).toHaveLength(1));
    expect(posts(api, UPDATE)[0]?.body).toEqual(body);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() =>
      update.answer({ status: 422, body: errorDocument(422, 'invalid_input', 'Invalid input', 'The email cannot be changed now.') }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The email cannot be changed now.');
    await waitFor(() => expect(checkbox(name).checked).toBe(before));
  });
});

describe('reprocessing the email', () => {
  it('sends the reprocess call, shows the email unprocessed while it runs, and processed again with the server’s message on a conflict', async () => {
    const reprocess = held();
    const api = stub({ [REPROCESS]: reprocess.respond });
    await openDetail();
    expect(processed()).toBe('Yes');

    fireEvent.click(screen.getByRole('button', { name: 'Reprocess' }));

    await waitFor(() => expect(posts(api, REPROCESS)).toHaveLength(1));
    // The fixture's email was last changed over 12 hours before the test's "now": unprocessed, it reads as stuck.
    await waitFor(() => expect(processed()).toBe('No: stuck for more than 12 hours, reprocess it'));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Reprocessing…' });
    expect(button.disabled).toBe(true);

    act(() =>
      reprocess.answer({ status: 409, body: errorDocument(409, 'conflict', 'Conflict', 'The email is being reprocessed already.') }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The email is being reprocessed already.');
    await waitFor(() => expect(processed()).toBe('Yes'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reprocess' }).disabled).toBe(false);
  });
});

describe('what was learnt from the email as it arrived', () => {
  it('shows the sending platform with its signals, and the authentication and unsubscribe targets in the headers view', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ [`GET ${DETAIL}`]: { status: 200, body: emailDocument(ARRIVED) }, 'GET /api/v3/lists': { status: 200, body: listOf([]) } }),
    );
    await openDetail();

    const platform = screen.getByText('Platform').nextElementSibling?.textContent;
    expect(platform).toContain('Klaviyo (94% sure)');
    expect(platform).toContain('DKIM d=klaviyomail.com; links via ctrk.klclick.com');
    expect(screen.queryByRole('region', { name: 'Authentication' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Headers' }));

    const facts = screen.getByRole('region', { name: 'Authentication' });
    expect(facts.textContent).toContain('pass d=klaviyomail.com s=kl');
    expect(facts.textContent).toContain('unresolved (temperror) for send.klaviyomail.com from 192.0.2.10');
    expect(facts.textContent).toContain('fail for acme.test, policy none');
    expect(facts.textContent).toContain('One-click (RFC 8058)');
    expect(facts.textContent).toContain('mailto:u@klaviyo.com');
  });

  it('says when no platform was detected', async () => {
    stub({});
    await openDetail();

    expect(screen.getByText('Platform').nextElementSibling?.textContent).toBe('Not detected');
  });
});

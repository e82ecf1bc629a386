import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardedFetch } from '../api/guarded-fetch';
import { createProgress } from './progress';
import { holdStatusLine } from './status-line';
import { createUi } from './ui';
import { createWaiting } from './waiting';

function stream(isTTY: boolean) {
  let text = '';
  const out = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    }),
    { isTTY },
  );
  return { out, text: () => text };
}

const CLEAR = '\r\u001b[K';
// Fake timers move performance.now too, the spinner's clock: no wall-clock wait.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the waiting spinner', () => {
  it('shows on a terminal once a request has waited a second, and is cleared when it answers', async () => {
    const { out, text } = stream(true);
    let answer: (response: Response) => void = () => undefined;
    const fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    const guard = guardedFetch({
      apiUrl: 'http://tracker.test/',
      timeoutMs: 30_000,
      fetch: fetch as typeof globalThis.fetch,
      waiting: createWaiting(out, {}),
    });

    const pending = guard.fetch('http://tracker.test/api/me');
    await vi.advanceTimersByTimeAsync(950);
    expect(text()).toBe('');

    await vi.advanceTimersByTimeAsync(2_100);
    expect(text()).toContain(`${CLEAR}⠙ Waiting for the server at http://tracker.test… 1 s`);
    expect(text()).toMatch(/Waiting for the server at http:\/\/tracker\.test… 3 s$/);

    answer(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    await pending;
    expect(text().endsWith(CLEAR)).toBe(true);
    const drawn = text();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(text()).toBe(drawn);
  });

  it('shows nothing when stderr is not a terminal, with TERM=dumb or with --json', async () => {
    for (const [isTTY, env, json] of [
      [false, {}, false],
      [true, { TERM: 'dumb' }, false],
      [true, {}, true],
    ] as const) {
      const { out, text } = stream(isTTY);
      const answered = createWaiting(out, env, { json }).begin('the server at http://tracker.test');
      await vi.advanceTimersByTimeAsync(5_000);
      answered();
      expect(text()).toBe('');
    }
  });

  it('gives way to a progress line or an Ink view, and to what the command prints', async () => {
    const { out, text } = stream(true);
    const waiting = createWaiting(out, {});
    const answered = waiting.begin('the server at http://tracker.test');
    await vi.advanceTimersByTimeAsync(1_050);
    expect(text()).toBe(`${CLEAR}⠙ Waiting for the server at http://tracker.test… 1 s`);

    // A progress line takes the line: the spinner is wiped and draws no more until it is given back.
    const progress = createProgress(out, (n) => `Created ${n} rows…`, {});
    progress.update(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(text()).toBe(`${CLEAR}⠙ Waiting for the server at http://tracker.test… 1 s${CLEAR}${CLEAR}Created 1 rows…`);
    progress.stop();

    // An Ink view holds it the same way.
    const release = holdStatusLine(out);
    const before = text();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(text()).toBe(before);
    release();

    // Back to the spinner, which a message printed wipes first.
    await vi.advanceTimersByTimeAsync(100);
    expect(text()).toMatch(/Waiting for the server at http:\/\/tracker\.test… 3 s$/);
    createUi({ stdin: process.stdin, stdout: out, stderr: out, env: {} }, { color: false }).renderWarning('Slow today.');
    expect(text().endsWith(`… 3 s${CLEAR}Warning: Slow today.\n`)).toBe(true);
    answered();
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler';
import { MAX_EXPECTED_WAIT_MS, requestQueuePlugin } from './request-queue';

/** An app whose one API route waits until the test lets it answer, on a clock the test moves. */
async function appWithHeldRoute(limit: number) {
  const waiting: Array<() => void> = [];
  const clock = { ms: 0 };
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  await app.register(requestQueuePlugin, { limit, elapsed: () => clock.ms });
  app.get('/api/slow', () => new Promise((resolve) => waiting.push(() => resolve({ ok: true }))));
  app.get('/index.html', async () => 'page');
  return { app, waiting, clock };
}

describe('the bounded request queue', () => {
  it('answers 503 with Retry-After past the limit, and serves again once requests finish', async () => {
    const { app, waiting } = await appWithHeldRoute(2);
    const held = [app.inject('/api/slow'), app.inject('/api/slow')];
    await expect.poll(() => waiting.length).toBe(2);

    const busy = await app.inject('/api/slow');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json().errors[0]).toMatchObject({ status: '503', code: 'unavailable' });
    expect((await app.inject('/index.html')).statusCode).toBe(200);

    for (const release of waiting.splice(0)) release();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
    const after = app.inject('/api/slow');
    await expect.poll(() => waiting.length).toBe(1);
    waiting[0]!();
    expect((await after).statusCode).toBe(200);
    await app.close();
  });

  it('refuses a request that would wait longer than the bound behind slow ones, and serves again as they finish', async () => {
    const { app, waiting, clock } = await appWithHeldRoute(32);
    const [first, next, last] = [app.inject('/api/slow'), app.inject('/api/slow'), app.inject('/api/slow')];
    await expect.poll(() => waiting.length).toBe(3);
    // The embedded database answers one at a time: 1.2 s apart, so each request takes about 1.2 s.
    clock.ms = 1200;
    waiting.shift()!();
    await first;
    clock.ms = 2400;
    waiting.shift()!();
    await next;

    const second = app.inject('/api/slow');
    await expect.poll(() => waiting.length).toBe(2);
    const third = await app.inject('/api/slow');

    // One waiting (1.2 s) was within the bound; two (2.4 s) are past it.
    expect(2 * 1200).toBeGreaterThan(MAX_EXPECTED_WAIT_MS);
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('3');
    expect(third.json().errors[0].detail).toBe('The server is busy: a request would wait about 3 s; try again in a moment.');

    clock.ms = 3600;
    for (const release of waiting.splice(0)) release();
    expect((await Promise.all([last, second])).map((r) => r.statusCode)).toEqual([200, 200]);
    const after = app.inject('/api/slow');
    await expect.poll(() => waiting.length).toBe(1);
    waiting[0]!();
    expect((await after).statusCode).toBe(200);
    await app.close();
  });

  it('lets one request in beside a long one, however long that took before', async () => {
    const { app, waiting, clock } = await appWithHeldRoute(32);
    const exportRun = app.inject('/api/slow');
    await expect.poll(() => waiting.length).toBe(1);
    clock.ms = 60_000;
    waiting.shift()!();
    await exportRun;

    const longOne = app.inject('/api/slow');
    await expect.poll(() => waiting.length).toBe(1);
    const beside = app.inject('/api/slow');
    await expect.poll(() => waiting.length).toBe(2);

    for (const release of waiting.splice(0)) release();
    expect((await Promise.all([longOne, beside])).map((r) => r.statusCode)).toEqual([200, 200]);
    await app.close();
  });
});

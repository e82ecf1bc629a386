import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from './auth';
import { errorHandlerPlugin } from './error-handler';
import { MAX_EXPECTED_WAIT_MS, requestQueuePlugin } from './request-queue';

/** Stands for a signed-in caller: the queue only asks whether there is one. */
const SIGNED_IN = { 'x-test-user': 'staff' };

/**
 * An app whose API routes wait until the test lets them answer, on a clock the test moves. A
 * request with the x-test-user header counts as signed in; `/api/ping` answers at once and stays
 * outside the queue, like the health check.
 */
async function appWithHeldRoute(limit: number) {
  const waiting: Array<() => void> = [];
  const clock = { ms: 0 };
  const app = Fastify();
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-test-user']) request.auth = { user: {} } as AuthContext;
  });
  await app.register(errorHandlerPlugin);
  await app.register(requestQueuePlugin, { limit, outside: ['/api/ping'], elapsed: () => clock.ms });
  app.get('/api/slow', () => new Promise((resolve) => waiting.push(() => resolve({ ok: true }))));
  app.post('/api/slow', () => new Promise((resolve) => waiting.push(() => resolve({ ok: true }))));
  app.get('/api/ping', async () => ({ ok: true }));
  app.get('/index.html', async () => 'page');
  return { app, waiting, clock };
}

describe('the bounded request queue', () => {
  it('answers 503 with Retry-After past the limit, and serves again once requests finish', async () => {
    // Three places: two for signed-in callers, one kept for callers without a session.
    const { app, waiting } = await appWithHeldRoute(3);
    const held = [app.inject({ url: '/api/slow', headers: SIGNED_IN }), app.inject({ url: '/api/slow', headers: SIGNED_IN })];
    await expect.poll(() => waiting.length).toBe(2);

    const busy = await app.inject({ url: '/api/slow', headers: SIGNED_IN });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json().errors[0]).toMatchObject({ status: '503', code: 'unavailable' });
    expect((await app.inject('/index.html')).statusCode).toBe(200);

    for (const release of waiting.splice(0)) release();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
    const after = app.inject({ url: '/api/slow', headers: SIGNED_IN });
    await expect.poll(() => waiting.length).toBe(1);
    waiting[0]!();
    expect((await after).statusCode).toBe(200);
    await app.close();
  });

  it('refuses a request that would wait longer than the bound behind slow ones, and serves again as they finish', async () => {
    const { app, waiting, clock } = await appWithHeldRoute(32);
    const [first, next, last] = [
      app.inject({ url: '/api/slow', headers: SIGNED_IN }),
      app.inject({ url: '/api/slow', headers: SIGNED_IN }),
      app.inject({ url: '/api/slow', headers: SIGNED_IN }),
    ];
    await expect.poll(() => waiting.length).toBe(3);
    // The embedded database answers one at a time: 1.2 s apart, so each request takes about 1.2 s.
    clock.ms = 1200;
    waiting.shift()!();
    await first;
    clock.ms = 2400;
    waiting.shift()!();
    await next;

    const second = app.inject({ url: '/api/slow', headers: SIGNED_IN });
    await expect.poll(() => waiting.length).toBe(2);
    const third = await app.inject({ url: '/api/slow', headers: SIGNED_IN });

    // One waiting (1.2 s) was within the bound; two (2.4 s) are past it.
    expect(2 * 1200).toBeGreaterThan(MAX_EXPECTED_WAIT_MS);
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('3');
    expect(third.json().errors[0].detail).toBe('The server is busy: a request would wait about 3 s; try again in a moment.');

    clock.ms = 3600;
    for (const release of waiting.splice(0)) release();
    expect((await Promise.all([last, second])).map((r) => r.statusCode)).toEqual([200, 200]);
    const after = app.inject({ url: '/api/slow', headers: SIGNED_IN });
    await expect.poll(() => waiting.length).toBe(1);
    waiting[0]!();
    expect((await after).statusCode).toBe(200);
    await app.close();
  });

  it('lets one request in beside a long one, however long that took before', async () => {
    const { app, waiting, clock } = await appWithHeldRoute(32);
    const exportRun = app.inject({ url: '/api/slow', headers: SIGNED_IN });
    await expect.poll(() => waiting.length).toBe(1);
    clock.ms = 60_000;
    waiting.shift()!();
    await exportRun;

    const longOne = app.inject({ url: '/api/slow', headers: SIGNED_IN });
    await expect.poll(() => waiting.length).toBe(1);
    const beside = app.inject({ url: '/api/slow', headers: SIGNED_IN });
    await expect.poll(() => waiting.length).toBe(2);

    for (const release of waiting.splice(0)) release();
    expect((await Promise.all([longOne, beside])).map((r) => r.statusCode)).toEqual([200, 200]);
    await app.close();
  });

  it('keeps a small share for callers without a session, which neither side can take from the other', async () => {
    // Eight places: one for callers without a session, seven for signed-in ones.
    const { app, waiting } = await appWithHeldRoute(8);
    const anonymous = app.inject({ url: '/api/slow' });
    await expect.poll(() => waiting.length).toBe(1);

    const secondAnonymous = await app.inject({ url: '/api/slow' });
    expect(secondAnonymous.statusCode).toBe(503);
    expect(secondAnonymous.json().errors[0].detail).toBe(
      'The server is busy with 1 requests from callers without a session; try again in a moment.',
    );

    const signedIn = Array.from({ length: 7 }, () => app.inject({ url: '/api/slow', headers: SIGNED_IN }));
    await expect.poll(() => waiting.length).toBe(8);
    expect((await app.inject({ url: '/api/slow', headers: SIGNED_IN })).statusCode).toBe(503);
    // Outside the queue, however full it is.
    expect((await app.inject({ url: '/api/ping' })).statusCode).toBe(200);

    waiting.shift()!();
    expect((await anonymous).statusCode).toBe(200);
    const nextAnonymous = app.inject({ url: '/api/slow' });
    await expect.poll(() => waiting.length).toBe(8);
    for (const release of waiting.splice(0)) release();
    expect((await Promise.all([nextAnonymous, ...signedIn])).map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    await app.close();
  });

  it('leaves requests whose client went away out of the wait estimate', async () => {
    const { app, waiting, clock } = await appWithHeldRoute(32);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // Clients that send a whole request, wait 2.1 s and hang up, one after the other.
    for (let i = 1; i <= 3; i++) {
      const socket = connect(port, '127.0.0.1');
      socket.write('GET /api/slow HTTP/1.1\r\nHost: x\r\nX-Test-User: staff\r\n\r\n');
      await expect.poll(() => waiting.length).toBe(i);
      clock.ms += 2_100;
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.destroy();
      await closed;
    }

    // Had they counted, one request would be thought to take 2 s, and two in progress would refuse a third.
    const held = [app.inject({ url: '/api/slow', headers: SIGNED_IN }), app.inject({ url: '/api/slow', headers: SIGNED_IN })];
    await expect.poll(() => waiting.length).toBe(5);
    const third = app.inject({ url: '/api/slow', headers: SIGNED_IN });
    await expect.poll(() => waiting.length).toBe(6);

    for (const release of waiting.splice(0)) release();
    expect((await Promise.all([...held, third])).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await app.close();
  });
});

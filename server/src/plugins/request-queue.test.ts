import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler';
import { requestQueuePlugin } from './request-queue';

/** An app whose one API route waits until the test lets it answer. */
async function appWithHeldRoute(limit: number) {
  const waiting: Array<() => void> = [];
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  await app.register(requestQueuePlugin, { limit });
  app.get('/api/slow', () => new Promise((resolve) => waiting.push(() => resolve({ ok: true }))));
  app.get('/index.html', async () => 'page');
  return { app, waiting };
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
});

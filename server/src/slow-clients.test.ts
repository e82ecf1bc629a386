import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from './testing/test-app';

/** More idle clients than the queue has places (32 on PGlite by default, set here for both engines). */
const IDLE_CLIENTS = 40;

type IdleClient = { socket: Socket; received: () => string; closed: Promise<void> };

/** A client that sends a sign-in's headers and the first byte of its body, then nothing more. */
function idleClient(port: number): IdleClient {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write('POST /api/v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
  return { socket, received: () => received, closed };
}

describe('clients that send a request slowly or not at all, against the listening server', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  let cookie: string;
  let adminEmail: string;
  let started = 0;

  beforeAll(async () => {
    t = await createTestApp();
    adminEmail = (await t.createUser({ userRole: 'admin' })).email;
    cookie = await t.signIn(adminEmail);
    // Small timeouts keep the test quick; the defaults are 30 s for a request and 10 s for its headers.
    app = await t.buildApp({
      env: { TRACKER_MAX_PENDING_REQUESTS: '32', TRACKER_REQUEST_TIMEOUT_MS: '1000', TRACKER_HEADERS_TIMEOUT_MS: '500' },
    });
    // Counted as Node hands each request over, before anything of the app's runs.
    app.server.on('request', (request: { url?: string }) => {
      if (request.url === '/api/v1/sessions') started++;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('hold no place in the queue: health, signed-in calls and sign-in are served beside them, and the server closes them after the request timeout', async () => {
    const port = (app.server.address() as { port: number }).port;
    const idle = Array.from({ length: IDLE_CLIENTS }, () => idleClient(port));
    // Every one of them has reached the server and is waiting for its body.
    await expect.poll(() => started).toBe(IDLE_CLIENTS);

    const health = await fetch(`${base}/api/health`);
    const data = await fetch(`${base}/api/v1/data`, { headers: { cookie } });
    const signIn = await fetch(`${base}/api/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: TEST_PASSWORD }),
    });

    expect(health.status).toBe(200);
    expect(data.status).toBe(200);
    expect(signIn.status).toBe(200);

    await Promise.all(idle.map((client) => client.closed));
    for (const client of idle) expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

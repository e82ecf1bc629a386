import { afterEach, describe, expect, it } from 'vitest';
import { InterruptedError } from '../errors/interrupted-error';
import { startStubServer, type StubRoute, type StubServer } from '../testing/stub-server';
import { httpGetJson } from './http-call';

const servers: StubServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function stub(route: StubRoute): Promise<StubServer> {
  const server = await startStubServer(route);
  servers.push(server);
  return server;
}

const get = (apiUrl: string, more: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
  httpGetJson({ apiUrl, path: '/v1/data', token: 'trk_secret', timeoutMs: more.timeoutMs ?? 5_000, signal: more.signal });

describe('a GET without the contract', () => {
  it('sends the token and the admin flag to the path under /api, and answers the JSON', async () => {
    const server = await stub((_request, response) => {
      response.setHeader('content-type', 'application/vnd.api+json; charset=utf-8');
      response.end(JSON.stringify({ data: { id: '1' } }));
    });

    expect(await get(`${server.url}/`)).toEqual({ data: { id: '1' } });
    expect(server.requests).toMatchObject([
      { method: 'GET', path: '/api/v1/data', query: { admin: 'true' }, authorization: 'Bearer trk_secret' },
    ]);
  });

  it.each<[string, StubRoute]>([
    ['an error status', (_request, response) => void response.writeHead(401, { 'content-type': 'application/json' }).end('{"errors":[]}')],
    ['a web page', (_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>')],
    [
      'JSON that does not parse',
      (_request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":'),
    ],
  ])('leaves %s to the full client (undefined), which says what went wrong', async (_what, route) => {
    const server = await stub(route);
    expect(await get(server.url)).toBeUndefined();
  });

  it('waits with the spinner from the request until the answer, and only until then', async () => {
    const server = await stub((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"data":null}');
    });
    const events: string[] = [];
    const waiting = {
      begin: (what: string) => {
        events.push(`begin ${what}`);
        return () => events.push('answered');
      },
    };

    const answer = httpGetJson({ apiUrl: `${server.url}/`, path: '/v1/data', timeoutMs: 5_000, waiting }).then((value) => {
      events.push('resolved');
      return value;
    });
    expect(events).toEqual([`begin the server at ${server.url}`]);
    expect(await answer).toEqual({ data: null });
    // Ended as the answer began (and not again when it settled), before the caller had it.
    expect(events).toEqual([`begin the server at ${server.url}`, 'answered', 'resolved']);
  });

  it('leaves a server that is not there to the full client too', async () => {
    const server = await stub(() => false);
    await server.close();
    expect(await get(server.url)).toBeUndefined();
  });

  it('gives up on a server that sends nothing within the timeout, as the full client would', async () => {
    const server = await stub(() => new Promise<void>(() => undefined));
    await expect(get(server.url, { timeoutMs: 200 })).rejects.toThrow(`No answer from the server at ${server.url} within 0.2 s.`);
  });

  it('stops on Ctrl+C', async () => {
    const server = await stub(() => new Promise<void>(() => undefined));
    const interrupt = new AbortController();
    const call = get(server.url, { signal: interrupt.signal });
    interrupt.abort();
    await expect(call).rejects.toBeInstanceOf(InterruptedError);
  });
});

import { EventEmitter, once } from 'node:events';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch } from './safe-fetch';
import { failure, startLocalServer, stubResolver, type LocalServer } from '../testing/enrichment-test-support';

let server: LocalServer;
// Told when a request for /slow has arrived, so a test can cancel it then rather than after a guessed delay.
const arrivals = new EventEmitter();

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const path = req.url ?? '/';
    const chain = /^\/chain\/(\d+)$/.exec(path);
    if (chain) {
      const left = Number(chain[1]);
      if (left === 0) return res.end('arrived');
      res.writeHead(302, { location: `/chain/${left - 1}` });
      return res.end();
    }
    switch (path) {
      case '/hello':
        return res.end('hello');
      case '/missing':
        res.writeHead(404, 'Not Found');
        return res.end('nope');
      case '/latin1':
        res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
        return res.end(Buffer.from('<p>café</p>', 'latin1'));
      case '/big': {
        // Chunked, no Content-Length: only counting while reading can catch it.
        const chunk = 'x'.repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 40 && res.write(chunk)) sent += 1;
          if (sent >= 40) res.end();
          else res.once('drain', () => ((sent += 1), pump()));
        };
        return pump();
      }
      case '/big-declared':
        res.writeHead(200, { 'content-length': String(5 * 1024 * 1024) });
        return res.write('x'.repeat(1024));
      case '/gzip-bomb':
        res.writeHead(200, { 'content-encoding': 'gzip' });
        return res.end(gzipSync(Buffer.alloc(3 * 1024 * 1024, 'a')));
      case '/gzip-small':
        res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' });
        return res.end(gzipSync('small and squeezed'));
      // These never finish: only a timeout or the caller can end the wait (closing the server drops them).
      case '/slow':
        arrivals.emit('/slow');
        return;
      case '/slow-body':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html>');
        return;
      case '/to-internal':
        res.writeHead(301, { location: `http://internal.test:${server.port}/secret` });
        return res.end();
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/to-mapped-loopback':
        res.writeHead(307, { location: `http://[::ffff:127.0.0.1]:${server.port}/secret` });
        return res.end();
      case '/to-ftp':
        res.writeHead(302, { location: 'ftp://brand.test/file' });
        return res.end();
      default:
        res.writeHead(500);
        return res.end(`unexpected ${path}`);
    }
  });
});

afterAll(async () => {
  await server.close();
});

const local = stubResolver({ addresses: { 'brand.test': ['127.0.0.1'], 'internal.test': ['127.0.0.1'] } });
const url = (path: string) => `http://brand.test:${server.port}${path}`;

const secretRequests = () => server.requests.filter((r) => r.path === '/secret');

describe('fetching safely', () => {
  it('returns status, headers and body of a plain page', async () => {
    const response = await safeFetch(url('/hello'), { resolver: local, allowPrivateNetworks: true });
    expect(response.status).toBe(200);
    expect(response.text()).toBe('hello');
    expect(response.url).toBe(url('/hello'));
  });

  it('hands back error statuses for the caller to judge', async () => {
    const response = await safeFetch(url('/missing'), { resolver: local, allowPrivateNetworks: true });
    expect([response.status, response.statusText]).toEqual([404, 'Not Found']);
  });

  it('decodes the charset the server declares and undoes gzip', async () => {
    expect((await safeFetch(url('/latin1'), { resolver: local, allowPrivateNetworks: true })).text()).toBe('<p>café</p>');
    expect((await safeFetch(url('/gzip-small'), { resolver: local, allowPrivateNetworks: true })).text()).toBe('small and squeezed');
  });

  it('follows up to five redirects and reports where it ended', async () => {
    const response = await safeFetch(url('/chain/5'), { resolver: local, allowPrivateNetworks: true });
    expect(response.text()).toBe('arrived');
    expect(response.url).toBe(url('/chain/0'));
    expect(response.redirects).toHaveLength(5);
  });

  it('refuses a sixth redirect', async () => {
    const arrivals = () => server.requests.filter((r) => r.path === '/chain/0').length;
    const before = arrivals();
    const error = await failure(safeFetch(url('/chain/6'), { resolver: local, allowPrivateNetworks: true }));
    expect(error.code).toBe('too_many_redirects');
    expect(error.message).toBe('brand.test redirected more than 5 times');
    expect(server.requests.some((r) => r.path === '/chain/1')).toBe(true);
    expect(arrivals()).toBe(before);
  });

  it('stops reading a body that grows past the cap', async () => {
    const error = await failure(safeFetch(url('/big'), { resolver: local, allowPrivateNetworks: true }));
    expect(error.code).toBe('too_large');
    expect(error.message).toBe('brand.test sent more than 1 MB; stopped reading');
  });

  it('refuses a declared length over the cap before reading, and a compressed body that inflates past it', async () => {
    expect((await failure(safeFetch(url('/big-declared'), { resolver: local, allowPrivateNetworks: true, timeoutMs: 1_000 }))).code).toBe(
      'too_large',
    );
    expect((await failure(safeFetch(url('/gzip-bomb'), { resolver: local, allowPrivateNetworks: true }))).code).toBe('too_large');
  });

  it('gives up on a server that does not answer in time', async () => {
    const error = await failure(safeFetch(url('/slow'), { resolver: local, allowPrivateNetworks: true, timeoutMs: 200 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('Could not reach brand.test: timed out after 0.2 s');
  });

  it('counts the body against the same time budget', async () => {
    const error = await failure(safeFetch(url('/slow-body'), { resolver: local, allowPrivateNetworks: true, timeoutMs: 200 }));
    expect(error.code).toBe('timeout');
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const arrived = once(arrivals, '/slow');
    const fetching = failure(safeFetch(url('/slow'), { resolver: local, allowPrivateNetworks: true, signal: controller.signal }));
    await arrived;
    controller.abort();
    const error = await fetching;
    expect(error.code).toBe('aborted');
  });

  it('reports a host that does not exist as unreachable', async () => {
    const error = await failure(safeFetch('http://nowhere.test/', { resolver: local }));
    expect(error.code).toBe('unreachable');
    expect(error.message).toBe('Could not reach nowhere.test: no such host');
  });

  it('only fetches http and https', async () => {
    expect((await failure(safeFetch('file:///etc/passwd', { resolver: local }))).code).toBe('unsupported_url');
    expect((await failure(safeFetch(url('/to-ftp'), { resolver: local, allowPrivateNetworks: true }))).code).toBe('unsupported_url');
  });

  it('connects to the address it vetted instead of asking DNS again', async () => {
    let calls = 0;
    const rebinding = {
      ...local,
      lookup: async () => (calls++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.5', family: 4 }]),
    };
    const response = await safeFetch(url('/hello'), { resolver: rebinding, allowPrivateNetworks: true, timeoutMs: 1_000 });
    expect(response.text()).toBe('hello');
    expect(calls).toBe(1);
  });
});

describe('refusing private networks', () => {
  it.each(['10.0.0.5', '127.0.0.1', '::1', 'fe80::1', '::ffff:127.0.0.1', '169.254.169.254'])(
    'refuses a host that resolves to %s',
    async (address) => {
      const before = server.requests.length;
      const resolver = stubResolver({ addresses: { 'brand.test': [address] } });
      const error = await failure(safeFetch(url('/secret'), { resolver, timeoutMs: 500 }));
      expect(error.code).toBe('blocked_address');
      expect(error.message).toBe(`Refused to fetch brand.test: it points to a private or reserved network address (${address})`);
      expect(server.requests.length).toBe(before);
    },
  );

  it('refuses a host when any one of its addresses is private', async () => {
    const resolver = stubResolver({ addresses: { 'brand.test': ['93.184.216.34', '127.0.0.1'] } });
    expect((await failure(safeFetch(url('/secret'), { resolver, timeoutMs: 500 }))).code).toBe('blocked_address');
  });

  it('refuses an IP address written in the URL', async () => {
    expect((await failure(safeFetch(`${server.origin}/secret`, { resolver: local, timeoutMs: 500 }))).code).toBe('blocked_address');
    expect((await failure(safeFetch(`http://[::1]:${server.port}/secret`, { resolver: local, timeoutMs: 500 }))).code).toBe(
      'blocked_address',
    );
    expect((await failure(safeFetch(`http://2130706433:${server.port}/secret`, { resolver: local, timeoutMs: 500 }))).code).toBe(
      'blocked_address',
    );
    expect(secretRequests()).toEqual([]);
  });

  // brand.test stands for a public site here: it is trusted so the test can reach the local server.
  it.each(['/to-internal', '/to-metadata', '/to-mapped-loopback'])('refuses where the redirect %s leads', async (path) => {
    const error = await failure(
      safeFetch(url(path), { resolver: local, trustedOrigins: [`http://brand.test:${server.port}`], timeoutMs: 500 }),
    );
    expect(error.code).toBe('blocked_address');
    expect(server.requests.some((r) => r.path === path)).toBe(true);
    expect(secretRequests()).toEqual([]);
  });
});

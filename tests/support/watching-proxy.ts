import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type WatchingProxy = {
  /** The proxy's origin, to give trackctl as its server instead of the real one. */
  url: string;
  /**
   * Resolves once the proxy has passed a successful answer to a `method` request of `path` back to
   * the client, counting from this call: call it before the client starts, so no answer is missed.
   */
  answered(method: string, path: string): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A proxy on 127.0.0.1 in front of a live server that passes every request and answer on as they
 * are, adding no delay, and tells a test when the client has had a given answer: what it has seen
 * done, without asking the server (which the client's own calls keep busy).
 */
export async function startWatchingProxy(target: string): Promise<WatchingProxy> {
  const waiters: { method: string; path: string; resolve: () => void }[] = [];
  const server = http.createServer((request, response) => {
    const method = request.method ?? 'GET';
    const upstream = http.request(new URL(request.url ?? '/', target), { method, headers: request.headers }, (answer) => {
      const ok = (answer.statusCode ?? 0) < 300;
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      response.once('finish', () => {
        if (!ok) return;
        const path = new URL(request.url ?? '/', target).pathname;
        for (const waiter of waiters.filter((w) => w.method === method && w.path === path)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      });
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answered: (method, path) => new Promise((resolve) => waiters.push({ method, path, resolve })),
    stop() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

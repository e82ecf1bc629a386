import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Resolver } from '../enrichment/resolver';
import { EnrichmentError } from '../enrichment/types';

export type LocalServer = {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Paths requested so far, in order. */
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders }>;
  close(): Promise<void>;
};

/** Starts an HTTP server on a free loopback port, so tests never leave the machine. */
export async function startLocalServer(handler: http.RequestListener): Promise<LocalServer> {
  const requests: LocalServer['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StubRecords = {
  /** Host to the addresses it resolves to. */
  addresses?: Record<string, string[]>;
  mx?: Record<string, string[]>;
  txt?: Record<string, string[][]>;
};

function notFound(host: string): Error {
  return Object.assign(new Error(`queryA ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
}

/** A resolver answering from fixed records; every other name does not exist. Records every question. */
export function stubResolver(records: StubRecords): Resolver & { questions: string[] } {
  const questions: string[] = [];
  return {
    questions,
    lookup: async (host) => {
      questions.push(`lookup ${host}`);
      const found = records.addresses?.[host];
      if (!found) throw notFound(host);
      return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    resolveMx: async (host) => {
      questions.push(`mx ${host}`);
      const found = records.mx?.[host];
      if (!found) throw notFound(host);
      return found.map((exchange, priority) => ({ exchange, priority: (priority + 1) * 10 }));
    },
    resolveTxt: async (host) => {
      questions.push(`txt ${host}`);
      const found = records.txt?.[host];
      if (!found) throw notFound(host);
      return found;
    },
  };
}

/** Awaits a promise expected to fail with an EnrichmentError, and returns that error. */
export async function failure(promise: Promise<unknown>): Promise<EnrichmentError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(EnrichmentError);
  return outcome as EnrichmentError;
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stub received: method, path without the query, the query, and a JSON body if one was sent. */
export type StubRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body?: unknown;
};

/** Answers one request; return false to fall through to a 404 error document. */
export type StubRoute = (request: StubRequest, response: ServerResponse) => boolean | void | Promise<boolean | void>;

export type StubServer = {
  url: string;
  requests: StubRequest[];
  close(): Promise<void>;
};

/** A stand-in for the Tracker API that records every request and answers from `route`. */
export async function startStubServer(route: StubRoute): Promise<StubServer> {
  const requests: StubRequest[] = [];
  const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://stub');
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const request: StubRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: incoming.headers.authorization,
      ...(text ? { body: JSON.parse(text) as unknown } : {}),
    };
    requests.push(request);
    const handled = await route(request, response);
    if (handled === false) sendJson(response, 404, errorDocument(404, 'not_found', `No route ${request.path}`));
  };
  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => sendJson(response, 500, errorDocument(500, 'internal', String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

export function errorDocument(status: number, code: string, detail: string, source?: { parameter?: string; pointer?: string }) {
  return { errors: [{ status: String(status), code, title: detail, detail, ...(source ? { source } : {}) }] };
}

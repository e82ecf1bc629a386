import type { IncomingMessage, RequestOptions, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { InterruptedError } from '../errors/interrupted-error';
import type { Waiting } from '../ui/waiting';
import { noAnswer, waitingFor } from './guarded-fetch';

export type HttpGetOptions = {
  apiUrl: string;
  /** The endpoint's path under /api, without parameters. */
  path: string;
  token?: string | undefined;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Shows a spinner while the server has not answered for a second (on a terminal). */
  waiting?: Waiting | undefined;
};

/**
 * A GET of the API with Node's own HTTP client: neither the contract (zod) nor fetch (undici) is
 * loaded, which a one-call command such as `whoami` would otherwise spend most of its start-up on.
 * Resolves to the parsed JSON of a 2xx JSON answer; to `undefined` for anything else (an error
 * status, another type, a refused connection), after which the full client makes the call again
 * and says what went wrong exactly as it does for every other call. Only a timeout and Ctrl+C are
 * failures here, as the full client would wait for, or be stopped by, them again.
 */
export async function httpGetJson(options: HttpGetOptions): Promise<unknown> {
  if (options.signal?.aborted) throw new InterruptedError();
  const url = new URL(`${options.apiUrl.replace(/\/$/, '')}/api${options.path}`);
  // The client's flag on every call (core/src/client/create-client.ts).
  url.searchParams.set('admin', 'true');
  // Required, not imported: Node's ESM view of node:http reads every export, its fetch-based ones
  // too, and so loads undici.
  const nodeRequire = createRequire(import.meta.url);
  const { request } = (url.protocol === 'https:' ? nodeRequire('node:https') : nodeRequire('node:http')) as { request: typeof httpRequest };
  const requestOptions: RequestOptions = {
    method: 'GET',
    // No pooled socket left open: the process ends as soon as its work does.
    agent: false,
    headers: { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  };
  return new Promise<unknown>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    // The spinner (after a second on a terminal) waits for the answer to begin, not for its end.
    let waiting = options.waiting?.begin(waitingFor(options.apiUrl));
    const answered = () => {
      waiting?.();
      waiting = undefined;
    };
    const settle = (outcome: { value: unknown } | { error: unknown }) => {
      answered();
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onInterrupt);
      if ('error' in outcome) {
        sent.destroy();
        reject(outcome.error as Error);
      } else resolve(outcome.value);
    };
    // Restarted by every chunk: a slow answer is fine, a stalled one is not.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => settle({ error: noAnswer(options.apiUrl, options.timeoutMs) }), options.timeoutMs);
    };
    const onInterrupt = () => settle({ error: new InterruptedError() });
    options.signal?.addEventListener('abort', onInterrupt, { once: true });
    arm();
    const sent = request(url, requestOptions, (response: IncomingMessage) => {
      answered();
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299 || !/^application\/([\w.+-]*\+)?json\b/i.test(response.headers['content-type'] ?? '')) {
        response.resume();
        settle({ value: undefined });
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        arm();
        chunks.push(chunk);
      });
      response.on('error', () => settle({ value: undefined }));
      response.on('end', () => {
        try {
          settle({ value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
        } catch {
          settle({ value: undefined });
        }
      });
    });
    sent.on('error', () => settle({ value: undefined }));
    sent.end();
  });
}

import { CliError } from '../errors/cli-error';
import { InterruptedError } from '../errors/interrupted-error';
import type { Waiting } from '../ui/waiting';

export type GuardOptions = {
  apiUrl: string;
  /** Milliseconds without a byte from the server (headers or body) before the request is given up. */
  timeoutMs: number;
  /** Fires on Ctrl+C: the request in flight is cancelled. */
  signal?: AbortSignal | undefined;
  fetch?: typeof globalThis.fetch | undefined;
  /** Shows a spinner while a request has not answered for a second (on a terminal). */
  waiting?: Waiting | undefined;
};

export type GuardedFetch = {
  fetch: typeof globalThis.fetch;
  /**
   * Why a request failed, when the guard knows better than the HTTP client: the server did not
   * answer in time, the user pressed Ctrl+C, or what answered is not a Tracker API. It stays set:
   * any of these ends the command.
   */
  failure(): CliError | undefined;
};

/**
 * A fetch for trackctl's calls: every request is cancelled after `timeoutMs` without data (a stalled
 * download too, not only a server that never answers) or on Ctrl+C, and an answer that is not JSON
 * or CSV (a web page, a proxy's error page) is refused as "no Tracker API" instead of parsed.
 */
export function guardedFetch(options: GuardOptions): GuardedFetch {
  const base = options.fetch ?? globalThis.fetch;
  let failure: CliError | undefined;

  const guarded = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (options.signal?.aborted) throw (failure = new InterruptedError());
    const timeout = new AbortController();
    const signals = [timeout.signal, options.signal, init?.signal].filter((s): s is AbortSignal => s !== undefined && s !== null);
    const signal = AbortSignal.any(signals);
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        failure = noAnswer(options.apiUrl, options.timeoutMs);
        timeout.abort(failure);
      }, options.timeoutMs);
    };
    const onInterrupt = () => {
      failure = new InterruptedError();
      clearTimeout(timer);
    };
    options.signal?.addEventListener('abort', onInterrupt, { once: true });
    const done = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onInterrupt);
    };

    arm();
    const answered = options.waiting?.begin(waitingFor(options.apiUrl));
    let response: Response;
    try {
      response = await base(input, { ...init, signal });
    } catch (error) {
      done();
      throw error;
    } finally {
      answered?.();
    }
    if (!isTrackerAnswer(response)) {
      done();
      await response.body?.cancel().catch(() => undefined);
      throw (failure = noTrackerApi(options.apiUrl, `it answered with ${describeType(response)}`));
    }
    if (!response.body) {
      done();
      return response;
    }
    // Each chunk of the body restarts the clock: a long download is fine, a stalled one is not.
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          arm();
          controller.enqueue(chunk);
        },
        flush: done,
      }),
      { signal },
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };

  return { fetch: guarded as typeof globalThis.fetch, failure: () => failure };
}

/** JSON (the API's documents and errors), CSV (the export) or an empty answer; anything else is not the Tracker API. */
function isTrackerAnswer(response: Response): boolean {
  const type = response.headers.get('content-type');
  if (type === null) return response.status === 204 || response.headers.get('content-length') === '0';
  return /^(application\/([\w.+-]*\+)?json|text\/csv)\b/i.test(type);
}

function describeType(response: Response): string {
  const type = response.headers.get('content-type')?.split(';', 1)[0]?.trim();
  if (!type) return `an untyped answer (HTTP ${response.status})`;
  return type === 'text/html' ? `a web page (HTTP ${response.status})` : `${type} (HTTP ${response.status})`;
}

/** What the spinner says a request waits for: `the server at https://tracker.example.com`. */
export function waitingFor(apiUrl: string): string {
  return `the server at ${apiUrl.replace(/\/+$/, '')}`;
}

export function noAnswer(apiUrl: string, timeoutMs: number): CliError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return new CliError(`No answer from the server at ${apiUrl} within ${seconds} s.`, {
    nextStep: 'Check that the server is up, or give it longer with --timeout <seconds>.',
  });
}

/** A server answered, but not as the Tracker API does: a wrong address, or one ending in /api. */
export function noTrackerApi(apiUrl: string, why?: string): CliError {
  const path = new URL(apiUrl).pathname.replace(/\/+$/, '');
  const nextStep = path.endsWith('/api')
    ? `Give the console's address without /api: --api-url ${apiUrl.slice(0, apiUrl.length - '/api'.length)}`
    : 'Check the address (--api-url or TRACKCTL_API_URL): it is the one the console opens at.';
  return new CliError(`No Tracker API at ${apiUrl}${why ? ` (${why})` : ''}.`, { nextStep });
}

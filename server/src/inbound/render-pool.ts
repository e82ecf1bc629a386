import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderedEmail } from '@tracker/core';
import { UnreadableMessageError } from '../services/emails/process-email';
import type { RenderReply, RenderRequest } from './render-worker';

/** How much heap one render thread may take: far above a message within the inbound limits, far below the machine. */
const THREAD_HEAP_MB = 512;

/**
 * The render threads' count when not told: the cores less the one the main thread needs (at least
 * one, at most four). On two cores: one thread, the SMTP listener and the API keeping the other.
 */
export function defaultRenderThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * Where the thread's code is: beside this module as built (tsup's `render-worker` entry, in the same
 * directory as the bundle that imports this), or the TypeScript source run through tsx (development,
 * tests, the benchmarks).
 */
function workerSource(): { url: URL; execArgv?: string[] } {
  if (import.meta.url.endsWith('.ts')) return { url: new URL('./render-worker.ts', import.meta.url), execArgv: ['--import', 'tsx'] };
  return { url: new URL('./render-worker.js', import.meta.url) };
}

type Waiting = { raw: Buffer; resolve: (rendered: RenderedEmail) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; job: (Waiting & { id: number }) | undefined };

/**
 * Parses and renders messages in worker threads, one message per thread at a time, the rest waiting
 * in turn. A message that takes a thread past its heap (a part decoding to far more than it said)
 * ends that thread only: the message is unreadable, and the next one gets a fresh thread.
 */
export function createRenderPool({ threads = defaultRenderThreads() }: { threads?: number | undefined } = {}) {
  const size = Math.max(1, Math.floor(threads));
  const pool: Thread[] = [];
  const waiting: Waiting[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Thread {
    const source = workerSource();
    const worker = new Worker(source.url, {
      execArgv: source.execArgv,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    const thread: Thread = { worker, job: undefined };
    worker.on('message', (reply: RenderReply) => {
      const job = thread.job;
      if (!job || job.id !== reply.id) return;
      thread.job = undefined;
      if (reply.ok) job.resolve(reply.rendered);
      else job.reject(reply.unreadable ? new UnreadableMessageError(reply.message) : new Error(reply.message));
      dispatch();
    });
    let failure: Error | undefined;
    worker.on('error', (error: Error & { code?: string }) => {
      failure =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new UnreadableMessageError(`rendering the message took more than ${THREAD_HEAP_MB} MB`)
          : new Error(`the render thread failed: ${error.message}`);
    });
    worker.on('exit', () => {
      const index = pool.indexOf(thread);
      if (index !== -1) pool.splice(index, 1);
      const job = thread.job;
      thread.job = undefined;
      job?.reject(failure ?? new Error('the render thread stopped'));
      dispatch();
    });
    pool.push(thread);
    return thread;
  }

  function dispatch(): void {
    while (!closed && waiting.length > 0) {
      const thread = pool.find((t) => t.job === undefined) ?? (pool.length < size ? spawn() : undefined);
      if (!thread) return;
      const job = { ...waiting.shift()!, id: nextId++ };
      thread.job = job;
      // A copy the thread owns: the caller keeps its buffer (it is also written to the asset store).
      const raw = new Uint8Array(job.raw);
      thread.worker.postMessage({ id: job.id, raw } satisfies RenderRequest, [raw.buffer]);
    }
  }

  return {
    /** The message parsed and rendered; an UnreadableMessageError when the message cannot be (the same bytes fail again). */
    render(raw: Buffer): Promise<RenderedEmail> {
      if (closed) return Promise.reject(new Error('the render threads are closed'));
      return new Promise<RenderedEmail>((resolve, reject) => {
        waiting.push({ raw, resolve, reject });
        dispatch();
      });
    },
    /** Ends the threads; renders still waiting are refused. */
    async close(): Promise<void> {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('the render threads are closed'));
      await Promise.all(pool.map((t) => t.worker.terminate()));
    },
  };
}

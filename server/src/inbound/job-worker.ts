import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '@tracker/core';
import type { FastifyBaseLogger } from 'fastify';
import type { JobKind, JobPayloads, JobRow, JobsRepository } from '../repositories/jobs-repository';

/** A job kind's work; a failure it marks `permanent` (the same input would fail again) is not retried by itself. */
export type JobHandlers = { [K in JobKind]: (payload: JobPayloads[K]) => Promise<void> };

/** A failure that retrying cannot fix (a message past a limit): the job is dead at once, with its reason. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

type Options = {
  jobs: JobsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  handlers: JobHandlers;
  /** How often an idle worker looks for due jobs (retries after a backoff, jobs queued by other processes). */
  pollMs: number;
  /** How many jobs this worker runs at once (TRACKER_WORKER_CONCURRENCY). */
  concurrency?: number;
  /**
   * How long a claimed job is held before another worker may take it: renewed every third of it while
   * the job runs, so only a worker that died (killed, its host gone) lets it run out, and its jobs are
   * due again within this long.
   */
  leaseMs?: number;
};

/** A minute: a killed worker's jobs run again within a minute; a running job's lease is renewed every 20 s. */
export const DEFAULT_LEASE_MS = 60_000;

/**
 * Runs the queue's jobs in this process, up to `concurrency` at once: woken at once when this process
 * queues one, and every `pollMs` for the rest. Several workers, in this process or others on one
 * PostgreSQL, share the queue safely (the repository's claim skips locked rows and leases what it
 * takes; a lease is renewed while its job runs).
 */
export function createJobWorker({ jobs, clock, log, handlers, pollMs, concurrency = 1, leaseMs = DEFAULT_LEASE_MS }: Options) {
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const slots = Math.max(1, Math.floor(concurrency));
  const renewEveryMs = Math.max(1, Math.floor(leaseMs / 3));
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  /** Jobs running now, each settled (never rejected) when its job is done or failed. */
  const inFlight = new Set<Promise<void>>();
  /** A loop claiming jobs into free slots (at most one at a time). */
  let filling: Promise<void> | undefined;
  let again = false;

  /** Keeps the lease of a job in hand until `done` settles; a renewal that fails is logged and tried again. */
  function holdLease(job: JobRow): () => void {
    const renewal = setInterval(() => {
      jobs.renew(job.id, id, clock.now(), leaseMs).then(
        (held) => {
          if (!held) log.warn({ jobId: job.id, kind: job.kind }, 'Job lease lost: another worker may run it');
        },
        (error: unknown) => log.warn({ err: error, jobId: job.id }, 'Job lease could not be renewed'),
      );
    }, renewEveryMs);
    renewal.unref();
    return () => clearInterval(renewal);
  }

  /** Runs a job this worker holds: done, or failed (retried later, or dead) with the error thrown on. */
  async function execute(job: JobRow): Promise<void> {
    const handler = handlers[job.kind as JobKind] as ((payload: unknown) => Promise<void>) | undefined;
    const release = holdLease(job);
    try {
      if (!handler) throw new PermanentJobError(`no worker runs jobs of kind ${job.kind}`);
      await handler(job.payload);
      release();
      await jobs.complete(job.id, id, clock.now());
    } catch (error) {
      release();
      const reason = error instanceof Error ? error.message : String(error);
      const state = await jobs.fail(job, id, reason, clock.now(), { permanent: error instanceof PermanentJobError });
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, state, reason }, 'Job failed');
      throw error;
    }
  }

  /** Starts a claimed job in a free slot. */
  function launch(job: JobRow): void {
    const running: Promise<void> = execute(job)
      .catch(() => undefined)
      .finally(() => {
        inFlight.delete(running);
        // A slot is free: look for the next due job at once.
        if (!stopped) schedule(0);
      });
    inFlight.add(running);
  }

  /** Claims due jobs into the free slots; answers how many it started. */
  async function fill(): Promise<number> {
    let started = 0;
    while (inFlight.size < slots) {
      const job = await jobs.claim(id, clock.now(), leaseMs);
      if (!job) break;
      launch(job);
      started++;
    }
    return started;
  }

  /** Runs due jobs, `concurrency` at a time, until none is due and none runs; answers how many ran. */
  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      ran += await fill();
      if (inFlight.size === 0) return ran;
      await Promise.race(inFlight);
    }
  }

  function schedule(ms: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  }

  async function tick(): Promise<void> {
    if (filling) {
      again = true;
      return;
    }
    let full = false;
    filling = (async () => {
      await fill();
      full = inFlight.size >= slots;
    })();
    try {
      await filling;
    } catch (error) {
      log.error({ err: error }, 'The job worker could not reach the queue');
    } finally {
      filling = undefined;
    }
    if (again) {
      again = false;
      schedule(0);
    } else if (!full) schedule(pollMs);
    // With every slot busy, the next job to finish looks for more.
  }

  return {
    id,
    leaseMs,
    concurrency: slots,
    drain,
    /** Runs at once a job this worker queued already claimed (`enqueueClaimed`); its failure is thrown on. */
    execute,
    start(): void {
      stopped = false;
      schedule(0);
    },
    /** Looks for jobs now (a job was just queued in this process). */
    wake(): void {
      if (!stopped) schedule(0);
    },
    /** Stops claiming jobs and waits for those in hand. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await filling?.catch(() => undefined);
      await Promise.all(inFlight);
    },
  };
}
export type JobWorker = ReturnType<typeof createJobWorker>;

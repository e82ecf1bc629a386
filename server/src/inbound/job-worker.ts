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
  /** How long a claimed job is held before another worker may take it (its worker died). */
  leaseMs?: number;
};

/**
 * Runs the queue's jobs in this process: woken at once when this process queues one, and every
 * `pollMs` for the rest. Several workers, in this process or others on one PostgreSQL, share the
 * queue safely (the repository's claim skips locked rows and leases what it takes).
 */
export function createJobWorker({ jobs, clock, log, handlers, pollMs, leaseMs = 5 * 60_000 }: Options) {
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  /** Runs a job this worker holds: done, or failed (retried later, or dead) with the error thrown on. */
  async function execute(job: JobRow): Promise<void> {
    const handler = handlers[job.kind as JobKind] as ((payload: unknown) => Promise<void>) | undefined;
    try {
      if (!handler) throw new PermanentJobError(`no worker runs jobs of kind ${job.kind}`);
      await handler(job.payload);
      await jobs.complete(job.id, id, clock.now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const state = await jobs.fail(job, id, reason, clock.now(), { permanent: error instanceof PermanentJobError });
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, state, reason }, 'Job failed');
      throw error;
    }
  }

  async function runOne(): Promise<boolean> {
    const job = await jobs.claim(id, clock.now(), leaseMs);
    if (!job) return false;
    await execute(job).catch(() => undefined);
    return true;
  }

  /** Runs due jobs one after another until none is left; answers how many ran. */
  async function drain(): Promise<number> {
    let ran = 0;
    while (await runOne()) ran++;
    return ran;
  }

  function schedule(ms: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  }

  async function tick(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = drain();
    try {
      await running;
    } catch (error) {
      log.error({ err: error }, 'The job worker could not reach the queue');
    } finally {
      running = undefined;
    }
    if (again) {
      again = false;
      schedule(0);
    } else schedule(pollMs);
  }

  return {
    id,
    leaseMs,
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
    /** Stops polling and waits for the job in hand. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
export type JobWorker = ReturnType<typeof createJobWorker>;

import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { JOB_MAX_ATTEMPTS, type JobState } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** The kinds of job the worker runs, with what each payload names. */
export type JobPayloads = {
  'inbound.process': { inboundMessageId: number };
  'email.reprocess': { emailId: number };
  /** Retrain the classifier from the manual classifications; `seed` of the held-out split, the default unless given. */
  'classifier.train': { seed?: number };
};
export type JobKind = keyof JobPayloads;

/** The jobs that carry mail: what the Arriving screen and `trackctl inbound status` count. */
export const MAIL_JOB_KINDS: readonly JobKind[] = ['inbound.process', 'email.reprocess'];

/** Seconds a failed job waits before its next attempt: 10 s, 40 s, 160 s ... up to an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 10 * 4 ** Math.max(0, attempts - 1));
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * The job queue on the database. A worker claims the next due job with `FOR UPDATE SKIP LOCKED`,
 * so workers in several processes on one PostgreSQL never take the same job, and holds it under a
 * lease: one whose worker died is due again when the lease ends. Every time comes from the caller.
 */
export function createJobsRepository(db: Database) {
  return {
    async enqueue<K extends JobKind>(kind: K, payload: JobPayloads[K], now: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .insert(jobs)
        .values({ kind, payload, runAt: now, createdAt: now, maxAttempts: JOB_MAX_ATTEMPTS })
        .returning({ id: jobs.id });
      return row!.id;
    },

    /**
     * Queues a job of `kind` due at `runAt`, unless one of that kind is queued already (a schedule
     * kept by several processes converges on one queued job): answers whether it queued one.
     */
    async scheduleOnce<K extends JobKind>(kind: K, payload: JobPayloads[K], runAt: Date, now: Date, tx: Executor = db): Promise<boolean> {
      const [queued] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), eq(jobs.state, 'queued')))
        .limit(1);
      if (queued) return false;
      await tx.insert(jobs).values({ kind, payload, runAt, createdAt: now, maxAttempts: JOB_MAX_ATTEMPTS });
      return true;
    },

    /**
     * Queues a job already claimed by `worker` (running, its lease ending at `now + leaseMs`), for a
     * caller that runs it at once: should that process die, the job is due again when the lease ends.
     */
    async enqueueClaimed<K extends JobKind>(
      kind: K,
      payload: JobPayloads[K],
      worker: string,
      now: Date,
      leaseMs: number,
      tx: Executor = db,
    ): Promise<JobRow> {
      const [row] = await tx
        .insert(jobs)
        .values({
          kind,
          payload,
          state: 'running',
          attempts: 1,
          lockedBy: worker,
          runAt: later(now, leaseMs),
          createdAt: now,
          maxAttempts: JOB_MAX_ATTEMPTS,
        })
        .returning();
      return row!;
    },

    /** Takes the next due job for `worker` until `now + leaseMs`, or null when none is due. */
    async claim(worker: string, now: Date, leaseMs: number): Promise<JobRow | null> {
      const next = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.state, ['queued', 'running']), lte(jobs.runAt, now)))
        .orderBy(jobs.runAt, jobs.id)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(jobs)
        .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: worker, runAt: later(now, leaseMs) })
        .where(inArray(jobs.id, next))
        .returning();
      return row ?? null;
    },

    /**
     * Extends the lease of a job `worker` still holds to `now + leaseMs` (its worker is alive and busy
     * with it); answers false when the job is no longer its own (the lease ran out and another took it).
     */
    async renew(id: number, worker: string, now: Date, leaseMs: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(jobs)
        .set({ runAt: later(now, leaseMs) })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Marks a job done, if `worker` still holds it (a job whose lease ran out may belong to another). */
    async complete(id: number, worker: string, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(jobs)
        .set({ state: 'done', finishedAt: now, lockedBy: null, lastError: null })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Records a failure: queued again after a backoff, or dead after its last attempt (or at once when `permanent`). Answers the job's new state. */
    async fail(
      job: JobRow,
      worker: string,
      error: string,
      now: Date,
      { permanent = false } = {},
      tx: Executor = db,
    ): Promise<JobState | null> {
      const dead = permanent || job.attempts >= job.maxAttempts;
      const rows = await tx
        .update(jobs)
        .set(
          dead
            ? { state: 'dead', finishedAt: now, lockedBy: null, lastError: error }
            : { state: 'queued', runAt: later(now, backoffSeconds(job.attempts) * 1000), lockedBy: null, lastError: error },
        )
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), eq(jobs.state, 'running')))
        .returning({ state: jobs.state });
      return rows[0]?.state ?? null;
    },

    /**
     * How many jobs of `kinds` are waiting or running, and how many are dead: not the scheduled
     * ones of other kinds (the classifier's next training), which would read as mail that never moves.
     */
    async depth(kinds: readonly JobKind[], tx: Executor = db): Promise<{ queued: number; running: number; dead: number }> {
      const rows = await tx
        .select({ state: jobs.state, count: sql<number>`count(*)`.mapWith(Number) })
        .from(jobs)
        .where(and(inArray(jobs.state, ['queued', 'running', 'dead']), inArray(jobs.kind, [...kinds])))
        .groupBy(jobs.state);
      const of = (state: JobState) => rows.find((r) => r.state === state)?.count ?? 0;
      return { queued: of('queued'), running: of('running'), dead: of('dead') };
    },

    async findById(id: number, tx: Executor = db): Promise<JobRow | null> {
      const [row] = await tx.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;

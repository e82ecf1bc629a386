import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '@tracker/core';
import { TEST_NOW } from '@tracker/core/testing';
import { jobs } from '../db/schema';
import { createJobsRepository, type JobsRepository } from '../repositories/jobs-repository';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createJobWorker, PermanentJobError, type JobHandlers } from './job-worker';

/** A clock the test moves by hand. */
function movableClock(start: string): Clock & { advance(ms: number): void } {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}

describe('the job queue on the database', () => {
  let t: TestApp;
  let repo: JobsRepository;
  const jobRow = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  const workerOf = (clock: Clock, handler: JobHandlers['inbound.process'], options: { concurrency?: number; leaseMs?: number } = {}) =>
    createJobWorker({
      jobs: repo,
      clock,
      log: t.app.log,
      pollMs: 1000,
      handlers: {
        'inbound.process': handler,
        'email.reprocess': handler as unknown as JobHandlers['email.reprocess'],
        'classifier.train': handler as unknown as JobHandlers['classifier.train'],
      },
      ...options,
    });

  beforeAll(async () => {
    t = await createTestApp();
    repo = createJobsRepository(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('retries a failing job after a growing backoff and leaves it dead with its last error', async () => {
    const clock = movableClock(TEST_NOW);
    let calls = 0;
    const worker = workerOf(clock, async () => {
      calls += 1;
      throw new Error(`database away (${calls})`);
    });
    const id = await repo.enqueue('inbound.process', { inboundMessageId: 1 }, clock.now());

    expect(await worker.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'database away (1)' });
    // Not due before its backoff ends.
    clock.advance(9_000);
    expect(await worker.drain()).toBe(0);
    clock.advance(1_000);
    expect(await worker.drain()).toBe(1);
    expect((await jobRow(id)).runAt.getTime() - clock.now().getTime()).toBe(40_000);

    for (let attempt = 3; attempt <= 5; attempt++) {
      clock.advance(3_600_000);
      expect(await worker.drain()).toBe(1);
    }
    expect(await jobRow(id)).toMatchObject({ state: 'dead', attempts: 5, lastError: 'database away (5)' });
    clock.advance(3_600_000);
    expect(await worker.drain()).toBe(0);
    expect(calls).toBe(5);
  });

  it('leaves a job dead at once on a failure retrying cannot fix, and finishes one that succeeds', async () => {
    const clock = movableClock(TEST_NOW);
    const failing = workerOf(clock, async () => {
      throw new PermanentJobError('the message has 900 parts');
    });
    const dead = await repo.enqueue('inbound.process', { inboundMessageId: 2 }, clock.now());
    await failing.drain();
    expect(await jobRow(dead)).toMatchObject({ state: 'dead', attempts: 1, lastError: 'the message has 900 parts' });

    const done = await repo.enqueue('inbound.process', { inboundMessageId: 3 }, clock.now());
    await workerOf(clock, async () => undefined).drain();
    expect(await jobRow(done)).toMatchObject({ state: 'done', attempts: 1, lastError: null, finishedAt: clock.now() });
  });

  it('gives a job whose worker died to another once its lease has run out, and the first cannot finish it', async () => {
    const clock = movableClock(TEST_NOW);
    const id = await repo.enqueue('inbound.process', { inboundMessageId: 4 }, clock.now());
    const claimed = await repo.claim('crashed', clock.now(), 60_000);
    expect(claimed?.id).toBe(id);
    expect(await repo.claim('other', clock.now(), 60_000)).toBeNull();

    clock.advance(60_001);
    const again = await repo.claim('other', clock.now(), 60_000);
    expect(again).toMatchObject({ id, attempts: 2, lockedBy: 'other' });
    expect(await repo.complete(id, 'crashed', clock.now())).toBe(false);
    expect(await repo.complete(id, 'other', clock.now())).toBe(true);
  });

  it('never gives one job to two workers running side by side', async () => {
    const clock = movableClock('2030-01-01T00:00:00.000Z');
    const ids = await Promise.all(
      Array.from({ length: 24 }, (_, i) => repo.enqueue('inbound.process', { inboundMessageId: 100 + i }, clock.now())),
    );
    const seen: number[] = [];
    const handler = async ({ inboundMessageId }: { inboundMessageId: number }) => {
      seen.push(inboundMessageId);
      await new Promise((resolve) => setImmediate(resolve));
    };
    const [a, b, c] = await Promise.all([
      workerOf(clock, handler).drain(),
      workerOf(clock, handler).drain(),
      workerOf(clock, handler).drain(),
    ]);

    expect(a + b + c).toBe(24);
    expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, i) => 100 + i));
    for (const id of ids) expect((await jobRow(id)).state).toBe('done');
  });

  it('runs up to its concurrency of jobs at once', async () => {
    const clock = movableClock('2031-01-01T00:00:00.000Z');
    for (let i = 0; i < 6; i++) await repo.enqueue('inbound.process', { inboundMessageId: 200 + i }, clock.now());
    let active = 0;
    let most = 0;
    let open!: () => void;
    const threeAtOnce = new Promise<void>((resolve) => (open = resolve));
    // Each job waits until three run side by side: a worker running one at a time would never finish.
    const handler = async () => {
      active += 1;
      most = Math.max(most, active);
      if (active === 3) open();
      await threeAtOnce;
      active -= 1;
    };

    expect(await workerOf(clock, handler, { concurrency: 3 }).drain()).toBe(6);
    expect(most).toBe(3);
  });

  it('keeps renewing the lease of a job that is still running, so no other worker takes it', async () => {
    const clock = movableClock('2032-01-01T00:00:00.000Z');
    const id = await repo.enqueue('inbound.process', { inboundMessageId: 300 }, clock.now());
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const worker = workerOf(
      clock,
      async () => {
        started();
        await held;
      },
      { leaseMs: 90 },
    );
    const drained = worker.drain();
    await running;
    // Far past the lease it was claimed with: only a renewal at the worker's clock keeps it.
    clock.advance(3_600_000);
    while ((await jobRow(id)).runAt.getTime() <= clock.now().getTime()) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await repo.claim('other', clock.now(), 90)).toBeNull();

    finish();
    expect(await drained).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  });
});

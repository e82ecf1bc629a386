import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '@tracker/core/testing';
import { classifierModels, jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

const HOUR = 3_600_000;

describe('the classifier retrained on a schedule', () => {
  let t: TestApp;
  let now = new Date(TEST_NOW);
  const queued = () => t.db.select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.kind, 'classifier.train'));

  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now }, env: { TRACKER_CLASSIFIER_TRAIN_HOURS: '24' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('queues one training a period ahead, trains when it is due, and queues the next', async () => {
    expect(await t.app.services.suggestions.scheduleTraining(24 * HOUR)).toBe(true);
    expect(await t.app.services.suggestions.scheduleTraining(24 * HOUR)).toBe(false);
    expect((await queued()).map((j) => j.runAt.getTime())).toEqual([now.getTime() + 24 * HOUR]);

    expect(await t.app.inbound.worker.drain()).toBe(0);
    now = new Date(now.getTime() + 24 * HOUR);
    expect(await t.app.inbound.worker.drain()).toBe(1);

    expect(await t.db.select({ trainedAt: classifierModels.trainedAt }).from(classifierModels)).toEqual([{ trainedAt: now }]);
    const next = await t.db.select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.state, 'queued'));
    expect(next.map((j) => j.runAt.getTime())).toEqual([now.getTime() + 24 * HOUR]);
  });
});

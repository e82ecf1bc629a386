import { fixedClock } from '../clock/clock';

/**
 * The instant tests run at unless they say otherwise: a Tuesday at noon UTC, mid-month and away from
 * any DST change, so a test that does not care about edges never meets one by accident.
 */
export const TEST_NOW = '2026-05-12T12:00:00.000Z';

/** A clock fixed at TEST_NOW, what the test apps and runs are given by default. */
export const testClock = fixedClock(TEST_NOW);

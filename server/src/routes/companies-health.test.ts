import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_HEALTHS, journeyHealth, type JourneyHealth } from '@tracker/core';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany, journeyForHealth, type JourneyFixture } from '../testing/company-fixtures';
import { testClock } from '@tracker/core/testing';

const MINUTE = 1 / (24 * 60);

/** Journeys of one type at the edges of core's rules, with the health core gives each set. */
const CASES: Array<[name: string, journeys: Omit<JourneyFixture, 'type'>[], expected: JourneyHealth | null]> = [
  ['ends today', [{ status: 'in_progress', start: -20, end: 0, emails: [-1] }], null],
  ['ended yesterday', [{ status: 'in_progress', start: -20, end: -1, emails: [-2] }], 'expired'],
  ['upcoming, ends today', [{ status: 'upcoming', start: -21, end: 0 }], null],
  ['upcoming past its end', [{ status: 'upcoming', start: -22, end: -1 }], 'expired'],
  ['complete before its end', [{ status: 'complete', start: -5, end: 16, emails: [-1] }], 'expired'],
  ['archived before its end', [{ status: 'archived', start: -5, end: 16 }], 'expired'],
  ['started 29 days ago, no email', [{ status: 'in_progress', start: -29, end: 5 }], null],
  ['started 30 days ago to the day, no email', [{ status: 'in_progress', start: -30, end: 5 }], null],
  ['started 31 days ago, no email', [{ status: 'in_progress', start: -31, end: 5 }], 'dormant'],
  ['email just inside 30 days', [{ status: 'in_progress', start: -60, end: 5, emails: [-30 + 15 * MINUTE] }], null],
  ['email just outside 30 days', [{ status: 'in_progress', start: -60, end: 5, emails: [-30 - 15 * MINUTE] }], 'dormant'],
  [
    'a recent email only in an ended journey',
    [
      { status: 'in_progress', start: -60, end: 5, emails: [-40] },
      { status: 'complete', start: -30, end: -2, emails: [-3] },
    ],
    'dormant',
  ],
  [
    'one live journey receiving beside a dormant one',
    [
      { status: 'in_progress', start: -60, end: 5, emails: [-40] },
      { status: 'in_progress', start: -10, end: 11, emails: [-1] },
    ],
    null,
  ],
  ['no journey of the type', [], 'new'],
];

describe('journey health in SQL, at the edges of core’s rules', () => {
  let t: AdminApp;
  // The app's clock (createAdminApp's default).
  const now = testClock.now();
  beforeAll(async () => {
    t = await createAdminApp();
    for (const [i, [name, journeys]] of CASES.entries()) {
      // A journey of another type must not count.
      const other: JourneyFixture = { type: 'purchaser', status: 'in_progress', start: -2, end: 10, emails: [-1] };
      await insertCompany(
        t.db,
        { name, domain: `case-${i}.test`, journeys: [...journeys.map((j) => ({ ...j, type: 'email_subscriber' as const })), other] },
        now,
      );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each case the health its comment says, by core’s journeyHealth', () => {
    for (const [name, journeys, expected] of CASES) {
      const forHealth = journeys.map((j) => journeyForHealth({ ...j, type: 'email_subscriber' }, now));
      expect(journeyHealth(forHealth, now), name).toBe(expected);
    }
  });

  it('shows and filters each case as core does', async () => {
    const listed = (await t.get('/api/v3/admin/companies?size=100')).json().data as Array<{
      attributes: { name: string; journey_health: Record<string, JourneyHealth | null> };
    }>;
    for (const [name, , expected] of CASES) {
      expect(listed.find((c) => c.attributes.name === name)?.attributes.journey_health.email_subscriber, name).toBe(expected);
    }
    for (const health of JOURNEY_HEALTHS) {
      const response = await t.get(`/api/v3/admin/companies?size=100&sort=name:asc&health=${health}&journey_types=email_subscriber`);
      const names = response
        .json()
        .data.map((c: { attributes: { name: string } }) => c.attributes.name)
        .sort();
      expect(names, health).toEqual(
        CASES.filter(([, , expected]) => expected === health)
          .map(([name]) => name)
          .sort(),
      );
    }
    const current = (await t.get('/api/v3/admin/companies?size=100&current=false')).json().data;
    expect(current).toEqual([]);
  });
});

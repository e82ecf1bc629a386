import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  addElapsedDays,
  dayOf,
  type CompanyState,
  type CompanyType,
  type JourneyForHealth,
  type JourneyStatus,
  type JourneyType,
  type TechnologyType,
} from '@tracker/core';
import type { Database } from '../db/client';
import { companies, companyTags, companyTechnologies, emails, journeys, tags, technologies } from '../db/schema';

export type JourneyFixture = {
  type: JourneyType;
  status: JourneyStatus;
  /** Days from now (negative: in the past). */
  start: number;
  end: number;
  /** When each of its emails arrived, in days from now. */
  emails?: number[];
};

export type CompanyFixture = {
  name: string;
  domain: string;
  type?: CompanyType;
  state?: CompanyState;
  goodFit?: boolean;
  tags?: string[];
  technologies?: Array<[string, TechnologyType]>;
  trackedCount?: number;
  approximateEmails?: number | null;
  /** Days from now. */
  firstEmail?: number | null;
  created?: number;
  url?: string | null;
  journeys?: JourneyFixture[];
};

/** `days` from `now` in 24-hour days; a fraction places a time at an edge (15 minutes past 30 days). */
export const daysFrom = (now: Date, days: number) => addElapsedDays(now, days);

/** A journey fixture as core's journeyHealth reads a stored journey. */
export function journeyForHealth(j: JourneyFixture, now: Date): JourneyForHealth {
  const last = j.emails?.length ? Math.max(...j.emails) : null;
  return {
    status: j.status,
    startDate: dayOf(daysFrom(now, j.start)),
    endDate: dayOf(daysFrom(now, j.end)),
    lastEmailAt: last === null ? null : daysFrom(now, last).toISOString(),
  };
}

/** Inserts a company with its tags, technologies, journeys and their emails; returns its id. */
export async function insertCompany(db: Database, f: CompanyFixture, now: Date): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({
      name: f.name,
      domainName: f.domain,
      type: f.type ?? 'brand',
      state: f.state ?? 'active',
      goodFit: f.goodFit ?? false,
      trackedCount: f.trackedCount ?? 0,
      approximateEmails: f.approximateEmails ?? null,
      firstEmailSentAt: f.firstEmail === undefined || f.firstEmail === null ? null : daysFrom(now, f.firstEmail),
      url: f.url ?? null,
      createdAt: daysFrom(now, f.created ?? -1),
    })
    .returning({ id: companies.id });
  const companyId = row!.id;

  if (f.tags?.length) {
    await db
      .insert(tags)
      .values(f.tags.map((name) => ({ name })))
      .onConflictDoNothing();
    const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.name, f.tags));
    await db.insert(companyTags).values(found.map((t) => ({ companyId, tagId: t.id })));
  }
  for (const [name, type] of f.technologies ?? []) {
    await db.insert(technologies).values({ name, type }).onConflictDoNothing();
    const [tech] = await db.select({ id: technologies.id }).from(technologies).where(eq(technologies.name, name));
    await db.insert(companyTechnologies).values({ companyId, technologyId: tech!.id });
  }
  for (const j of f.journeys ?? []) {
    const [journey] = await db
      .insert(journeys)
      .values({ companyId, type: j.type, status: j.status, startDate: daysFrom(now, j.start), endDate: daysFrom(now, j.end) })
      .returning({ id: journeys.id });
    if (j.emails?.length) {
      await db
        .insert(emails)
        .values(
          j.emails.map((d) => ({ guid: randomUUID(), companyId, journeyId: journey!.id, subject: 'Hello', sentAt: daysFrom(now, d) })),
        );
    }
  }
  return companyId;
}

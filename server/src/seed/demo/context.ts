import { addElapsedDays, dayOf, minutesAhead } from '@tracker/core';
import type { Executor } from '../../db/client';
import type { Random } from '../random';

/** What every demo-data step gets: where to write, the PRNG, and the day everything is dated from. */
export type DemoContext = {
  db: Executor;
  random: Random;
  /** Midnight UTC of the seeding day; dates are fixed offsets from it, so the data stays fresh. */
  anchor: Date;
  adminId: number;
  /** The domains the demo inboxes are on, the first (the default) most often. */
  registrationDomains: readonly string[];
};

/** `days` (a fraction allowed: -0.5 is twelve hours ago) times 24 hours from `date`. */
export function daysFrom(date: Date, days: number): Date {
  return addElapsedDays(date, days);
}

export function minutesFrom(date: Date, minutes: number): Date {
  return minutesAhead(date, minutes);
}

/** created_at and updated_at for a row written in the past. */
export function stamps(createdAt: Date, updatedAt: Date = createdAt): { createdAt: Date; updatedAt: Date } {
  return { createdAt, updatedAt };
}

export function toDateString(date: Date): string {
  return dayOf(date);
}

/** A lower-case slug of letters and digits, for email addresses and domains. */
export function slug(text: string, separator = ''): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .join(separator);
}

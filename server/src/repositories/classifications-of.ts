import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { emailClassifications } from '../db/schema';
import type { ClassificationRow } from './emails-repository';

/** The classifications of these emails, in one query, by email id (each email's in type order). */
export async function classificationsOf(ids: number[], tx: Executor): Promise<Map<number, ClassificationRow[]>> {
  const byEmail = new Map<number, ClassificationRow[]>();
  if (ids.length === 0) return byEmail;
  const rows = await tx
    .select({
      emailId: emailClassifications.emailId,
      type: emailClassifications.type,
      score: emailClassifications.score,
      source: emailClassifications.source,
      labeled: emailClassifications.labeled,
    })
    .from(emailClassifications)
    .where(inArray(emailClassifications.emailId, ids))
    .orderBy(asc(emailClassifications.type));
  for (const { emailId: id, ...classification } of rows) {
    const list = byEmail.get(id);
    if (list) list.push(classification);
    else byEmail.set(id, [classification]);
  }
  return byEmail;
}

import { asc, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { preparedQuery } from '../db/prepared-query';
import { emailClassifications } from '../db/schema';
import type { ClassificationRow } from './emails-repository';

/**
 * Reads the classifications of emails, in one query, by email id (each email's in type order). Every
 * page of emails runs it, so its statement is prepared (see preparedQuery).
 */
export function createClassificationsOf(db: Database) {
  const ofEmails = preparedQuery(db, 'email_classifications_of', (tx) =>
    tx
      .select({
        emailId: emailClassifications.emailId,
        type: emailClassifications.type,
        score: emailClassifications.score,
        source: emailClassifications.source,
        labeled: emailClassifications.labeled,
      })
      .from(emailClassifications)
      .where(sql`${emailClassifications.emailId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(asc(emailClassifications.type)),
  );

  /** The classifications of these emails, by email id. */
  return async function classificationsOf(ids: number[], tx: Executor = db): Promise<Map<number, ClassificationRow[]>> {
    const byEmail = new Map<number, ClassificationRow[]>();
    if (ids.length === 0) return byEmail;
    for (const { emailId: id, ...classification } of await ofEmails({ ids }, tx)) {
      const list = byEmail.get(id);
      if (list) list.push(classification);
      else byEmail.set(id, [classification]);
    }
    return byEmail;
  };
}

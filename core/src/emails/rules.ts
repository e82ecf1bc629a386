import { differenceInMilliseconds, hoursToMilliseconds } from 'date-fns';
import { CLASSIFICATION_TYPES, REPROCESS_THRESHOLD_HOURS, type ClassificationType } from './constants';
import type { Classification, ClassificationInput } from './schema';

/** The other score: a classification's score toggles between 1 (applies) and 0 (does not) (spec section 4). */
export function toggledScore(score: 0 | 1): 0 | 1 {
  return score === 1 ? 0 : 1;
}

/**
 * An email's classifications after an update (spec section 5): an entry without a type does
 * nothing; a type named twice in one update counts once (the first); an entry sets its type's
 * score, adding the type when the email lacks it. What staff set is always manual and labeled.
 */
export function applyClassifications(existing: readonly Classification[], updates: readonly ClassificationInput[]): Classification[] {
  const result = existing.map((c) => ({ ...c }));
  const seen = new Set<ClassificationType>();
  for (const { type, score = 1 } of updates) {
    if (!type || seen.has(type)) continue;
    seen.add(type);
    const updated: Classification = { type, score, source: 'manual', labeled: true };
    const index = result.findIndex((c) => c.type === type);
    if (index === -1) result.push(updated);
    else result[index] = updated;
  }
  // In the types' declared order, as the database's enum sorts them.
  return result.sort((a, b) => CLASSIFICATION_TYPES.indexOf(a.type) - CLASSIFICATION_TYPES.indexOf(b.type));
}

/**
 * Adding a type from the editor: a type the email already has is ignored (spec section 5), so an
 * add never changes an existing score. Null when nothing would change.
 */
export function classificationToAdd(existing: readonly Classification[], type: ClassificationType | undefined): ClassificationInput | null {
  if (!type || existing.some((c) => c.type === type)) return null;
  return { type, score: 1 };
}

/**
 * The spec's 12-hour reprocess threshold, as this console reads it: an email still unprocessed
 * REPROCESS_THRESHOLD_HOURS after its last change is stuck, flagged as such and offered for
 * reprocess; a younger unprocessed email is taken to be on its way.
 */
export function isStuck(email: { processed: boolean; updated_at: string | Date }, now: Date): boolean {
  if (email.processed) return false;
  return differenceInMilliseconds(now, new Date(email.updated_at)) >= hoursToMilliseconds(REPROCESS_THRESHOLD_HOURS);
}

import * as z from 'zod';
import { ErrorObject } from '../errors/schema';

/**
 * How many rows one batch call takes (the bulk imports' lookups and creates): 10,000 rows go in a
 * hundred calls rather than ten thousand, the set-based SQL of a batch costing little more than one row's.
 */
export const BATCH_LIMIT = 500;

/** The rows of a batch call's body: at least one, at most BATCH_LIMIT (the error says to send the rest in another call). */
export const batchOf = <T extends z.ZodType>(item: T, noun: string, nouns: string) =>
  z.array(item).min(1, `Give at least one ${noun}`).max(BATCH_LIMIT, `At most ${BATCH_LIMIT} ${nouns} a call: send the rest in another`);

/** A row of a batch that failed, as the error document would have said it for that row alone. */
export const BatchFailure = z.object({ error: ErrorObject });
export type BatchFailure = z.infer<typeof BatchFailure>;

/** What a failed row says to the user. */
export function batchFailureMessage({ error }: BatchFailure): string {
  return error.detail ?? error.title;
}

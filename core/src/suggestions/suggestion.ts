import * as z from 'zod';
import { CLASSIFICATION_TYPES } from '../emails/constants';

/** Where a suggestion came from: the rules over the email's words, or the model learned from staff's classifications. */
export const SUGGESTION_ORIGINS = ['rules', 'model'] as const;
export type SuggestionOrigin = (typeof SUGGESTION_ORIGINS)[number];

/**
 * A suggested classification: never a classification until staff accept it, so never counted or
 * searched as one. `score` is the rule's or the model's confidence, 0 to 1.
 */
export const EmailSuggestion = z.object({
  type: z.enum(CLASSIFICATION_TYPES),
  score: z.number().min(0).max(1),
  source: z.literal('suggested'),
  origin: z.enum(SUGGESTION_ORIGINS),
  /** The model's version when the model suggested it. */
  model_version: z.number().int().nullable(),
});
export type EmailSuggestion = z.infer<typeof EmailSuggestion>;

/** A stored suggestion waits for staff, or was rejected (kept so it is not suggested again). */
export const SUGGESTION_STATES = ['pending', 'rejected'] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];

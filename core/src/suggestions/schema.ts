import * as z from 'zod';
import { CLASSIFICATION_TYPES } from '../emails/constants';

/** What staff decide on a suggestion: accept it (it becomes a manual classification) or reject it (it is not suggested again). */
export const SUGGESTION_DECISIONS = ['accept', 'reject'] as const;
export type SuggestionDecision = (typeof SUGGESTION_DECISIONS)[number];

/** PUT /v2/admin/emails/{guid}/suggestions: accept or reject the suggestion of one type. */
export const SuggestionDecisionBody = z.object({ type: z.enum(CLASSIFICATION_TYPES), decision: z.enum(SUGGESTION_DECISIONS) }).strict();
export type SuggestionDecisionBody = z.output<typeof SuggestionDecisionBody>;

/** POST /v2/admin/emails/suggestions/accept: accept the suggestions of these emails (of `types` only, when given). */
export const AcceptSuggestionsBody = z
  .object({
    guids: z.array(z.string().min(1).max(100)).min(1).max(500),
    types: z.array(z.enum(CLASSIFICATION_TYPES)).max(CLASSIFICATION_TYPES.length).optional(),
  })
  .strict();
export type AcceptSuggestionsBody = z.output<typeof AcceptSuggestionsBody>;

/** What accepting suggestions did: per email found, the types that became manual classifications. */
export const AcceptedSuggestions = z.object({
  data: z.array(z.object({ guid: z.string(), accepted: z.array(z.enum(CLASSIFICATION_TYPES)) })),
  meta: z.object({ accepted: z.number().int(), missing: z.array(z.string()) }),
});
export type AcceptedSuggestions = z.infer<typeof AcceptedSuggestions>;

/** Precision and recall of one type on the held-out emails; null when nothing was suggested (precision) or labelled (recall). */
export const TypeMetricsSchema = z.object({
  type: z.enum(CLASSIFICATION_TYPES),
  support: z.number().int(),
  predicted: z.number().int(),
  correct: z.number().int(),
  precision: z.number().nullable(),
  recall: z.number().nullable(),
});

/** A trained version of the classifier, with how it and the rules did on the held-out emails. */
export const ClassifierModel = z.object({
  id: z.string(),
  type: z.literal('classifier_models'),
  attributes: z.object({
    version: z.number().int(),
    trained_at: z.string(),
    seed: z.number().int(),
    /** Labelled emails it learned from, and those held out to measure it. */
    trained_on: z.number().int(),
    held_out: z.number().int(),
    vocabulary: z.number().int(),
    /** The types it learned (those with enough labelled emails). */
    types: z.array(z.enum(CLASSIFICATION_TYPES)),
    metrics: z.array(TypeMetricsSchema),
    rules_metrics: z.array(TypeMetricsSchema),
  }),
});
export type ClassifierModel = z.infer<typeof ClassifierModel>;
/** The current model; data null before the first training. */
export const ClassifierModelDocument = z.object({ data: ClassifierModel.nullable() });
export type ClassifierModelDocument = z.infer<typeof ClassifierModelDocument>;

/** POST /v1/admin/classifier/train: the seed of the held-out split (the same seed and labels give the same model). */
export const TrainModelBody = z.object({ seed: z.number().int().min(0).max(2_147_483_647).optional() }).strict();
export type TrainModelBody = z.output<typeof TrainModelBody>;

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NaiveBayesModel, TypeMetrics } from '@tracker/core';
import { timestamps } from './columns';
import { emails } from './emails';
import { classificationType, suggestionOrigin, suggestionState } from './enums';

/**
 * Suggested classification types of an email, apart from its classifications: a suggestion is never
 * counted, filtered or searched as a classification. Accepting one writes a manual classification
 * and removes it; a rejected one stays (rejected), so processing the email again does not suggest it.
 */
export const emailSuggestions = pgTable(
  'email_suggestions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    emailId: integer()
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    type: classificationType().notNull(),
    score: real().notNull(),
    origin: suggestionOrigin().notNull(),
    modelVersion: integer(),
    state: suggestionState().notNull().default('pending'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('email_suggestions_email_type_key').on(t.emailId, t.type),
    check('email_suggestions_score_range', sql`${t.score} >= 0 and ${t.score} <= 1`),
  ],
);

/** Each trained version of the classifier: what it learned (counts, as JSON) and how it measured on held-out emails. */
export const classifierModels = pgTable(
  'classifier_models',
  {
    version: integer().primaryKey().generatedAlwaysAsIdentity(),
    trainedAt: timestamp({ withTimezone: true }).notNull(),
    seed: integer().notNull(),
    trainedOn: integer().notNull(),
    heldOut: integer().notNull(),
    model: jsonb().$type<NaiveBayesModel>().notNull(),
    metrics: jsonb().$type<TypeMetrics[]>().notNull(),
    rulesMetrics: jsonb().$type<TypeMetrics[]>().notNull(),
  },
  (t) => [index('classifier_models_trained_at_idx').on(t.trainedAt)],
);

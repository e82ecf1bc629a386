import {
  featuresOf,
  loadNaiveBayes,
  measure,
  splitExamples,
  suggestByRules,
  trainNaiveBayes,
  type LabelledExample,
  type LoadedModel,
  type SuggestionInput,
} from '@tracker/core';
import type { LabelledEmailRow } from '../../repositories/suggestions-repository';

/** The held-out split's seed when none is given: the same labels then train the same model. */
export const DEFAULT_TRAINING_SEED = 1;

/** A labelled email's features and labels, as the model learns them. */
function exampleOf(row: LabelledEmailRow) {
  const input: SuggestionInput = { subject: row.subject, preheader: null, body: row.body, fromAddress: row.fromAddress };
  const labels = Object.fromEntries(Object.entries(row.labels).map(([type, score]) => [type, score === 1])) as LabelledExample['labels'];
  return { input, features: featuresOf(input), labels };
}

/**
 * Trains a model on the labelled emails: a seeded held-out fifth measures it (and the rules beside
 * it), the rest trains it. The same labels and seed give the same model. Answers the row to store
 * and the model loaded for scoring.
 */
export function trainModel(rows: readonly LabelledEmailRow[], seed: number, trainedAt: Date) {
  const { train, test } = splitExamples(rows.map(exampleOf), seed);
  const trained = trainNaiveBayes(train);
  const loaded: LoadedModel = loadNaiveBayes(trained);
  return {
    row: {
      trainedAt,
      seed,
      trainedOn: train.length,
      heldOut: test.length,
      model: trained,
      metrics: measure(test, (e) => loaded.score(e.features)),
      rulesMetrics: measure(test, (e) => suggestByRules(e.input)),
    },
    loaded,
  };
}

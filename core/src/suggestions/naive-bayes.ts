import { CLASSIFICATION_TYPES, type ClassificationType } from '../emails/constants';
import { SUGGESTION_THRESHOLD, type ScoredType } from './rules';

/** A labelled email: its features and, per type staff decided, whether it applies (manual score 1 or 0). */
export type LabelledExample = { features: readonly string[]; labels: Partial<Record<ClassificationType, boolean>> };

/**
 * A trained model, as stored: the vocabulary, and per type the number of labelled emails for and
 * against it and how many of each carried each word (in the vocabulary's order). Plain JSON.
 */
export type NaiveBayesModel = {
  vocabulary: string[];
  types: Partial<Record<ClassificationType, { positives: number; negatives: number; inPositive: number[]; inNegative: number[] }>>;
};

/** Precision and recall of one type on held-out emails, with the counts behind them. */
export type TypeMetrics = {
  type: ClassificationType;
  support: number;
  predicted: number;
  correct: number;
  precision: number | null;
  recall: number | null;
};

/** Words fewer emails than this carry are left out of the vocabulary. */
const MIN_DOCUMENT_FREQUENCY = 2;
/** The vocabulary's size at most: the words most emails carry, ties by the word. */
const MAX_VOCABULARY = 4000;
/** A type with fewer positive examples than this is not learned (too few to say anything). */
const MIN_POSITIVES = 3;

const labelOf = (example: LabelledExample, type: ClassificationType): boolean | undefined => example.labels[type];

/** A small seeded random generator (mulberry32): the same seed gives the same split everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits examples into training and held-out parts, shuffled by `seed`; `heldOut` is the held-out share. */
export function splitExamples<T>(examples: readonly T[], seed: number, heldOut = 0.2): { train: T[]; test: T[] } {
  const random = seededRandom(seed);
  const shuffled = [...examples];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const cut = Math.round(shuffled.length * heldOut);
  return { test: shuffled.slice(0, cut), train: shuffled.slice(cut) };
}

/**
 * Trains a naive Bayes model, one-vs-rest per classification type: for each type, the emails staff
 * said it applies to against those they said it does not (or gave another type). Deterministic: the
 * same examples in the same order give the same model.
 */
export function trainNaiveBayes(examples: readonly LabelledExample[]): NaiveBayesModel {
  const frequency = new Map<string, number>();
  for (const e of examples) for (const f of e.features) frequency.set(f, (frequency.get(f) ?? 0) + 1);
  const vocabulary = [...frequency]
    .filter(([, n]) => n >= MIN_DOCUMENT_FREQUENCY)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, MAX_VOCABULARY)
    .map(([word]) => word)
    .sort();
  const index = new Map(vocabulary.map((w, i) => [w, i]));
  const types: NaiveBayesModel['types'] = {};
  for (const type of CLASSIFICATION_TYPES) {
    const inPositive = new Array<number>(vocabulary.length).fill(0);
    const inNegative = new Array<number>(vocabulary.length).fill(0);
    let positives = 0;
    let negatives = 0;
    for (const e of examples) {
      const positive = labelOf(e, type) === true;
      if (positive) positives++;
      else negatives++;
      const counts = positive ? inPositive : inNegative;
      for (const f of e.features) {
        const i = index.get(f);
        if (i !== undefined) counts[i]!++;
      }
    }
    if (positives >= MIN_POSITIVES && negatives > 0) types[type] = { positives, negatives, inPositive, inNegative };
  }
  return { vocabulary, types };
}

/** A model ready to score: log-odds of each word per type, computed once from the stored counts. */
export type LoadedModel = { score: (features: readonly string[]) => ScoredType[] };

/**
 * Loads a stored model for scoring. Bernoulli naive Bayes with add-one smoothing: each vocabulary
 * word present or absent counts for or against each type; the answer is each type's probability.
 */
export function loadNaiveBayes(model: NaiveBayesModel): LoadedModel {
  const index = new Map(model.vocabulary.map((w, i) => [w, i]));
  const learned = Object.entries(model.types).map(([type, t]) => {
    const present = new Float64Array(model.vocabulary.length);
    let absentBase = Math.log((t.positives + 1) / (t.negatives + 1));
    for (let i = 0; i < model.vocabulary.length; i++) {
      const pPos = (t.inPositive[i]! + 1) / (t.positives + 2);
      const pNeg = (t.inNegative[i]! + 1) / (t.negatives + 2);
      const absent = Math.log((1 - pPos) / (1 - pNeg));
      absentBase += absent;
      present[i] = Math.log(pPos / pNeg) - absent;
    }
    return { type: type as ClassificationType, absentBase, present };
  });
  return {
    score(features) {
      const ids: number[] = [];
      for (const f of features) {
        const i = index.get(f);
        if (i !== undefined) ids.push(i);
      }
      return learned
        .map(({ type, absentBase, present }) => {
          let logOdds = absentBase;
          for (const i of ids) logOdds += present[i]!;
          return { type, score: 1 / (1 + Math.exp(-logOdds)) };
        })
        .filter((s) => s.score >= SUGGESTION_THRESHOLD)
        .sort((a, b) => b.score - a.score || a.type.localeCompare(b.type));
    },
  };
}

/**
 * Precision and recall per type of `suggest` on held-out examples: a type suggested and labelled
 * applies is correct. Types with neither a label nor a suggestion in the set are left out.
 */
export function measure<T extends LabelledExample>(examples: readonly T[], suggest: (example: T) => readonly ScoredType[]): TypeMetrics[] {
  const counts = new Map<ClassificationType, { support: number; predicted: number; correct: number }>();
  const count = (type: ClassificationType) => {
    let c = counts.get(type);
    if (!c) counts.set(type, (c = { support: 0, predicted: 0, correct: 0 }));
    return c;
  };
  for (const e of examples) {
    const suggested = new Set(suggest(e).map((s) => s.type));
    for (const type of CLASSIFICATION_TYPES) {
      const applies = labelOf(e, type) === true;
      if (applies) count(type).support++;
      if (suggested.has(type)) {
        count(type).predicted++;
        if (applies) count(type).correct++;
      }
    }
  }
  return CLASSIFICATION_TYPES.filter((type) => counts.has(type)).map((type) => {
    const c = counts.get(type)!;
    return {
      type,
      ...c,
      precision: c.predicted === 0 ? null : c.correct / c.predicted,
      recall: c.support === 0 ? null : c.correct / c.support,
    };
  });
}

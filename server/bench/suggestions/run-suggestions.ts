// `npm run bench -w @tracker/server` (after the list and import figures), or alone with `-- --suggestions`:
// classification suggestions on a labelled set of templated emails (bench/suggestions/labelled-emails.ts),
// a seeded fifth held out: per type, the precision and recall of the rules alone and of the learned
// model side by side, and the time to suggest for one message (rules, features and model; goal under 5 ms).
import { performance } from 'node:perf_hooks';
import {
  CLASSIFICATION_TYPES,
  featuresOf,
  loadNaiveBayes,
  measure,
  splitExamples,
  suggestByRules,
  trainNaiveBayes,
  type TypeMetrics,
} from '@tracker/core';
import { labelledEmails } from './labelled-emails';

const PER_TYPE = 60;
const SEED = 1;
const TIMED_RUNS = 5;

const percent = (value: number | null) => (value === null ? '-' : `${Math.round(value * 100)}%`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function runSuggestionsBench(): Promise<void> {
  const emails = labelledEmails(PER_TYPE, SEED).map((e) => ({
    ...e,
    features: featuresOf(e.input),
    labels: { [e.type]: true } as Partial<Record<(typeof CLASSIFICATION_TYPES)[number], boolean>>,
  }));
  const { train, test } = splitExamples(emails, SEED);
  const [trainMs, model] = (() => {
    const start = performance.now();
    const trained = trainNaiveBayes(train);
    return [performance.now() - start, loadNaiveBayes(trained)] as const;
  })();
  const rules = measure(test, (e) => suggestByRules(e.input));
  const learned = measure(test, (e) => model.score(e.features));

  const rows = CLASSIFICATION_TYPES.filter((type) => rules.some((m) => m.type === type) || learned.some((m) => m.type === type));
  const of = (list: TypeMetrics[], type: string) => list.find((m) => m.type === type);
  console.log(
    `\nSuggestions: ${emails.length} labelled emails, ${test.length} held out (seed ${SEED}); model trained in ${trainMs.toFixed(0)} ms`,
  );
  console.log('| type | held out | rules precision | rules recall | model precision | model recall |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const type of rows) {
    const r = of(rules, type);
    const m = of(learned, type);
    console.log(
      `| ${type} | ${r?.support ?? m?.support ?? 0} | ${percent(r?.precision ?? null)} | ${percent(r?.recall ?? null)} | ${percent(m?.precision ?? null)} | ${percent(m?.recall ?? null)} |`,
    );
  }
  const overall = (list: TypeMetrics[]) => {
    const t = list.reduce((s, m) => ({ p: s.p + m.predicted, c: s.c + m.correct, n: s.n + m.support }), { p: 0, c: 0, n: 0 });
    return `precision ${percent(t.p ? t.c / t.p : null)}, recall ${percent(t.n ? t.c / t.n : null)}`;
  };
  console.log(`\nAll types: rules ${overall(rules)}; model ${overall(learned)}`);

  // What processing does per message: the rules, the features, the model's scores.
  const times: number[] = [];
  for (let run = 0; run < TIMED_RUNS; run++) {
    for (const e of test) {
      const start = performance.now();
      suggestByRules(e.input);
      model.score(featuresOf(e.input));
      times.push(performance.now() - start);
    }
  }
  const sorted = times.sort((a, b) => a - b);
  console.log(
    `Suggestion time a message (rules + model, ${times.length} runs): p50 ${percentile(sorted, 50).toFixed(3)} ms, p95 ${percentile(sorted, 95).toFixed(3)} ms, max ${sorted.at(-1)!.toFixed(3)} ms (goal under 5 ms)`,
  );
}

import { describe, expect, it } from 'vitest';
import { featuresOf } from './features';
import { loadNaiveBayes, measure, splitExamples, trainNaiveBayes, type LabelledExample } from './naive-bayes';

/** Labelled emails: welcomes, carts and others, with some shared words. */
function examples(): LabelledExample[] {
  const out: LabelledExample[] = [];
  for (let i = 0; i < 30; i++) {
    out.push({
      features: featuresOf({
        subject: `Hello there ${i}`,
        preheader: null,
        body: 'glad you joined the club today',
        fromAddress: 'a@x.example',
      }),
      labels: { welcome: true },
    });
    out.push({
      features: featuresOf({
        subject: `Did you forget ${i}`,
        preheader: null,
        body: 'your basket misses you today',
        fromAddress: 'b@y.example',
      }),
      labels: { cart_abandon: true, welcome: false },
    });
    out.push({
      features: featuresOf({ subject: `News ${i}`, preheader: null, body: 'new arrivals in the shop today', fromAddress: 'c@z.example' }),
      labels: { miscellaneous: true },
    });
  }
  return out;
}

describe('the learned classifier', () => {
  it('learns from labelled emails and suggests their types for a new one', () => {
    const model = loadNaiveBayes(trainNaiveBayes(examples()));
    const features = featuresOf({ subject: 'Hello friend', preheader: null, body: 'glad you joined the club', fromAddress: 'a@x.example' });
    expect(model.score(features)[0]?.type).toBe('welcome');
  });

  it('trains the same model from the same labels and seed, and another split from another seed', () => {
    const first = splitExamples(examples(), 7);
    const again = splitExamples(examples(), 7);
    expect(JSON.stringify(trainNaiveBayes(first.train))).toBe(JSON.stringify(trainNaiveBayes(again.train)));
    expect(splitExamples(examples(), 8).test).not.toEqual(first.test);
  });

  it('measures precision and recall per type on the held-out part', () => {
    const { train, test } = splitExamples(examples(), 1);
    const model = loadNaiveBayes(trainNaiveBayes(train));
    const metrics = measure(test, (e) => model.score(e.features));
    const welcome = metrics.find((m) => m.type === 'welcome');
    expect(welcome?.precision).toBe(1);
    expect(welcome?.recall).toBe(1);
    expect(test).toHaveLength(18);
  });
});

import { describe, expect, it } from 'vitest';
import { applyClassifications, classificationToAdd, isStuck, toggledScore } from './rules';
import type { Classification } from './schema';

const welcome: Classification = { type: 'welcome', score: 1, source: 'automatic', labeled: false };
const winback: Classification = { type: 'winback', score: 0, source: 'manual', labeled: true };

describe('classification updates', () => {
  it('does nothing for an entry without a type', () => {
    expect(applyClassifications([welcome], [{ score: 0 }, {}])).toEqual([welcome]);
  });

  it('sets the score of a type the email has, as a manual, labeled classification', () => {
    expect(applyClassifications([welcome, winback], [{ type: 'welcome', score: 0 }])).toEqual([
      { type: 'welcome', score: 0, source: 'manual', labeled: true },
      winback,
    ]);
  });

  it('adds a new type with score 1 unless told otherwise, and counts a type named twice once', () => {
    expect(applyClassifications([], [{ type: 'trial' }, { type: 'trial', score: 0 }, { type: 'birthday', score: 0 }])).toEqual([
      { type: 'birthday', score: 0, source: 'manual', labeled: true },
      { type: 'trial', score: 1, source: 'manual', labeled: true },
    ]);
    expect(applyClassifications([winback], [{ type: 'welcome' }]).map((c) => c.type)).toEqual(['welcome', 'winback']);
  });

  it('toggles a score between 0 and 1', () => {
    expect(toggledScore(1)).toBe(0);
    expect(toggledScore(0)).toBe(1);
  });

  it('ignores adding a type the email already has, and adding without a type', () => {
    expect(classificationToAdd([winback], 'winback')).toBeNull();
    expect(classificationToAdd([winback], undefined)).toBeNull();
    expect(classificationToAdd([winback], 'trial')).toEqual({ type: 'trial', score: 1 });
  });
});

describe('a stuck email', () => {
  const now = new Date('2026-03-08T12:00:00Z');
  it('is one still unprocessed 12 hours after its last change', () => {
    expect(isStuck({ processed: false, updated_at: '2026-03-08T00:00:00Z' }, now)).toBe(true);
    expect(isStuck({ processed: false, updated_at: '2026-03-08T00:00:01Z' }, now)).toBe(false);
  });

  it('is never a processed one', () => {
    expect(isStuck({ processed: true, updated_at: '2026-01-01T00:00:00Z' }, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { positiveId } from './query';
import { MAX_ID, StorableInput } from './request-input';

describe('rules every request input obeys', () => {
  it('finds a NUL character in text and in keys, at any depth, and says where', () => {
    const result = StorableInput.safeParse({ name: 'ok', notes: 'a\u0000b', tags: ['x', '\u0000'], extra: { 'k\u0000': 1 } });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path)).toEqual(expect.arrayContaining([['notes'], ['tags', 1], ['extra', 'k\u0000']]));
    expect(result.error!.issues).toHaveLength(3);
  });

  it('finds text that is not well-formed (a lone surrogate) in text and in keys, and says what to fix', () => {
    const result = StorableInput.safeParse({
      name: 'ok',
      first_name: '\ud800',
      tags: ['x', 'a\udc00'],
      extra: { 'k\ud800': 1 },
      emoji: '\ud83d\ude00',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path)).toEqual(expect.arrayContaining([['first_name'], ['tags', 1], ['extra', 'k\ud800']]));
    expect(result.error!.issues).toHaveLength(3);
    expect(result.error!.issues[0]!.message).toContain('lone surrogate');
  });

  it('lets any input without NUL through unchanged, however deep', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(StorableInput.safeParse(deep).success).toBe(true);
    expect(StorableInput.parse({ a: 1, b: [true, null, 'text'] })).toEqual({ a: 1, b: [true, null, 'text'] });
  });

  it('takes ids up to what a PostgreSQL integer holds, and no further', () => {
    expect(positiveId.parse(String(MAX_ID))).toBe(MAX_ID);
    expect(positiveId.safeParse(String(MAX_ID + 1)).error?.issues[0]?.message).toBe(`Use an id of at most ${MAX_ID}`);
    expect(positiveId.safeParse('99999999999999999999999').success).toBe(false);
    expect(positiveId.safeParse('0').success).toBe(false);
    expect(positiveId.safeParse('1.5').success).toBe(false);
  });

  it('reads an id only from its plain digits, or a JSON number, so one row has one spelling', () => {
    expect(positiveId.parse('1')).toBe(1);
    expect(positiveId.parse('2147483647')).toBe(2147483647);
    expect(positiveId.parse(42)).toBe(42);
    for (const spelling of ['0x1', '1 ', ' 1', '+1', '1.0', '01', '1e0', '', '0', '-1', 'Infinity', true, [1], null]) {
      const result = positiveId.safeParse(spelling);
      expect(result.success, JSON.stringify(spelling)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Use (an id|a whole number)/);
    }
    expect(positiveId.safeParse('01').error?.issues[0]?.message).toBe(
      'Use an id of 1 or more, written in digits alone (not 01, +1, 1.0, 1e0 or 0x1)',
    );
    expect(positiveId.safeParse(1.5).error?.issues[0]?.message).toBe('Use a whole number as the id');
  });
});

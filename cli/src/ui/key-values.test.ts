import { describe, expect, it } from 'vitest';
import { formatKeyValues } from './key-values';

describe('key/value lines', () => {
  it('lines values up after keys of CJK and emoji, which take two columns each', () => {
    const text = formatKeyValues([
      { key: '名前', value: 'Acme' },
      { key: 'name', value: 'Acme' },
      { key: '🎉', value: 'party' },
    ]);
    expect(text).toBe(['名前  Acme', 'name  Acme', '🎉    party', ''].join('\n'));
  });
});

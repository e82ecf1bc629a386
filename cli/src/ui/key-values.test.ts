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

  it('prints booleans and instants as the tables do: yes or no, and UTC to the minute', () => {
    const text = formatKeyValues([
      { key: 'visible', value: true },
      { key: 'private', value: false },
      { key: 'sent', value: '2026-11-28T23:27:36.000Z' },
      { key: 'day', value: '2026-11-28' },
    ]);
    expect(text).toBe(['visible  yes', 'private  no', 'sent     2026-11-28 23:27', 'day      2026-11-28', ''].join('\n'));
  });
});

import { describe, expect, it } from 'vitest';
import { isOlderThan, tooOldMessage } from './node-check.js';

describe('the Node version guard of the trackctl binary', () => {
  it.each([
    ['v20.19.0', '22.12.0', true],
    ['v22.11.9', '22.12.0', true],
    ['v22.12.0', '22.12.0', false],
    ['v22.13.0', '22.12.0', false],
    ['v24.0.0', '22.12.0', false],
    ['v100.0.0', '22.12.0', false],
    ['v9.99.0', '22.12.0', true],
  ])('Node %s against a minimum of %s is too old: %s', (version, minimum, tooOld) => {
    expect(isOlderThan(version, minimum)).toBe(tooOld);
  });

  it('says in one line what is needed and what runs', () => {
    const message = tooOldMessage('v20.19.0', '22.12.0');

    expect(message).toContain('Node.js 22.12.0 or newer');
    expect(message).toContain('this is Node v20.19.0');
    expect(message.trimEnd().split('\n')).toHaveLength(1);
  });
});

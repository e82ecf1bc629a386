import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors/cli-error';
import { selectJsonFields } from './json-fields';

const acme = { id: '7', type: 'companies', attributes: { name: 'Acme', journey_health: { custom: 'expired' } } };

describe('--json fields', () => {
  it("reads a show command's document as one object of the fields asked, in that order", () => {
    expect(selectJsonFields({ data: acme, meta: {} }, ['name', 'id', 'journey_health.custom'])).toEqual({
      name: 'Acme',
      id: '7',
      'journey_health.custom': 'expired',
    });
  });

  it('reads a plain answer (whoami, login) as it is', () => {
    expect(selectJsonFields({ email: 'ada@example.com', role: 'admin' }, ['email'])).toEqual({ email: 'ada@example.com' });
  });

  it('prints null for a field a record lacks when others have it', () => {
    const list = { data: [acme, { id: '8', type: 'companies', attributes: { name: 'Globex' } }] };
    expect(selectJsonFields(list, ['id', 'journey_health'])).toEqual([
      { id: '7', journey_health: { custom: 'expired' } },
      { id: '8', journey_health: null },
    ]);
  });

  it('refuses a field no record has, naming the fields there are', () => {
    expect(() => selectJsonFields({ data: [acme] }, ['colour'])).toThrow(UsageError);
    expect(() => selectJsonFields({ data: [acme] }, ['colour'])).toThrow('Unknown --json field "colour".');
  });
});

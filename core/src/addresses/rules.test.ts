import { describe, expect, it } from 'vitest';
import { STREET_ADDRESS_PRESETS } from './constants';
import { addressEventKind, newPersona, personaEmailAddress, samplePassword } from './rules';

describe('address rules', () => {
  it('takes an event’s group and private flag from core’s names, else a private Other note', () => {
    expect(addressEventKind('Abandoned cart')).toEqual({ group: 'Abandon', private: false });
    expect(addressEventKind(' captcha blocked signup ')).toEqual({ group: 'Error', private: true });
    expect(addressEventKind('Phoned support')).toEqual({ group: 'Other', private: true });
  });

  it('makes a persona about 28 years old at a preset street address, and an inbox at the domain', () => {
    const persona = newPersona(() => 0, new Date('2026-03-15T10:00:00Z'));
    expect(persona).toMatchObject({ firstName: 'Avery', lastName: 'Adams', birthdate: '1997-09-16', preset: 'newyork' });
    expect(persona.street).toEqual(STREET_ADDRESS_PRESETS.newyork);
    const older = newPersona((n) => n - 1, new Date('2026-03-15T10:00:00Z'), 'uk');
    expect(older.birthdate).toBe('1998-09-11');
    expect(older.street.city).toBe('London');
    expect(personaEmailAddress(persona, 'mail.tracker.example', () => 42)).toBe('avery.adams1042@mail.tracker.example');
  });

  it('shows the same sample password for the same address', () => {
    expect(samplePassword(7)).toBe(samplePassword(7));
    expect(samplePassword(7)).not.toBe(samplePassword(8));
  });
});

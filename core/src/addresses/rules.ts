import { birthdateAbout } from '../dates/birthdate';
import {
  ADDRESS_EVENTS,
  PERSONA_DEFAULT_AGE_YEARS,
  PERSONA_FIRST_NAMES,
  PERSONA_LAST_NAMES,
  SAMPLE_PASSWORDS,
  STREET_ADDRESS_PRESET_NAMES,
  STREET_ADDRESS_PRESETS,
  type AddressEventGroup,
  type StreetAddress,
  type StreetAddressPresetName,
} from './constants';

const EVENTS_BY_NAME = new Map(ADDRESS_EVENTS.map((e) => [e.name.toLowerCase(), e]));

/** An event's group and private flag: those of core's event of that name, else Other and private (a note). */
export function addressEventKind(description: string): { group: AddressEventGroup; private: boolean } {
  const known = EVENTS_BY_NAME.get(description.trim().toLowerCase());
  return known ? { group: known.group, private: known.private } : { group: 'Other', private: true };
}

/** The sample password shown with a persona; the same address always shows the same one. */
export function samplePassword(addressId: number): string {
  return SAMPLE_PASSWORDS[addressId % SAMPLE_PASSWORDS.length]!;
}

/** A random whole number from 0 to `n - 1`; the server passes a cryptographic one, tests a fixed one. */
export type PickIndex = (n: number) => number;

export type Persona = {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, about PERSONA_DEFAULT_AGE_YEARS years before now. */
  birthdate: string;
  preset: StreetAddressPresetName;
  street: StreetAddress;
};

/** A new persona: a name, a birthdate about 28 years ago (give or take 180 days) and a preset street address. */
export function newPersona(pick: PickIndex, now: Date, preset?: StreetAddressPresetName): Persona {
  const chosen = preset ?? STREET_ADDRESS_PRESET_NAMES[pick(STREET_ADDRESS_PRESET_NAMES.length)]!;
  return {
    firstName: PERSONA_FIRST_NAMES[pick(PERSONA_FIRST_NAMES.length)]!,
    lastName: PERSONA_LAST_NAMES[pick(PERSONA_LAST_NAMES.length)]!,
    birthdate: birthdateAbout(now, PERSONA_DEFAULT_AGE_YEARS, pick(361) - 180),
    preset: chosen,
    street: { ...STREET_ADDRESS_PRESETS[chosen] },
  };
}

/** The persona's inbox at `domain`: first.last and a four-digit number, lower case. Each try draws a new number. */
export function personaEmailAddress(persona: Pick<Persona, 'firstName' | 'lastName'>, domain: string, pick: PickIndex): string {
  const local = `${persona.firstName}.${persona.lastName}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
  return `${local}${1000 + pick(9000)}@${domain}`;
}

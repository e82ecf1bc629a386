import type { Address, AddressUpdate, StreetAddress } from '@tracker/core/addresses';
import type { JourneyType } from '@tracker/core/journeys';
import { ApiError } from '@tracker/core/errors';
import type { z } from 'zod';
import { errorMessage } from '../api/error-message';
import { fromLocalDateTime, toLocalDateTime } from './local-date-time';

/** What the address form edits, as its controls hold it (text, with '' for none). */
export type AddressFormValues = {
  first_name: string;
  last_name: string;
  birthdate: string;
  streetAddress: StreetAddress;
  journey_type: JourneyType;
  description: string;
  visible: boolean;
  private: boolean;
  first_activity_at: string;
};

/** A field of the form, named as the JSON pointer of the server's 422 names it (without the leading slash). */
export type AddressFormField = Exclude<keyof AddressFormValues, 'streetAddress'> | `streetAddress/${keyof StreetAddress}`;

export function addressFormValues(address: Address): AddressFormValues {
  const a = address.attributes;
  return {
    first_name: a.first_name ?? '',
    last_name: a.last_name ?? '',
    birthdate: a.birthdate ?? '',
    streetAddress: { ...a.streetAddress },
    journey_type: a.journey_type,
    description: a.description ?? '',
    visible: a.visible,
    private: a.private,
    first_activity_at: toLocalDateTime(a.firstActivityAt),
  };
}

/** Only what the user changed, so a save never overwrites a field someone else changed meanwhile. */
export function addressChanges(saved: AddressFormValues, edited: AddressFormValues): z.input<typeof AddressUpdate> {
  const body: z.input<typeof AddressUpdate> = {};
  if (edited.first_name !== saved.first_name) body.first_name = edited.first_name;
  if (edited.last_name !== saved.last_name) body.last_name = edited.last_name;
  if (edited.birthdate !== saved.birthdate) body.birthdate = edited.birthdate || null;
  const street = Object.fromEntries(
    Object.entries(edited.streetAddress).filter(([key, value]) => saved.streetAddress[key as keyof StreetAddress] !== value),
  );
  if (Object.keys(street).length > 0) body.streetAddress = street;
  if (edited.journey_type !== saved.journey_type) body.journey_type = edited.journey_type;
  if (edited.description !== saved.description) body.description = edited.description.trim() || null;
  if (edited.visible !== saved.visible) body.visible = edited.visible;
  if (edited.private !== saved.private) body.private = edited.private;
  if (edited.first_activity_at !== saved.first_activity_at) {
    body.first_activity_at = edited.first_activity_at ? fromLocalDateTime(edited.first_activity_at) : null;
  }
  return body;
}

/** The pointers the server may name for a field: first activity has two spellings. */
const POINTERS: Partial<Record<AddressFormField, readonly string[]>> = { first_activity_at: ['/first_activity_at', '/firstActivityAt'] };

/**
 * Where a failed save's messages go: each 422 message whose pointer names a field of the form goes
 * beside that field; anything else (another status, or a pointer the form has no field for) is
 * said once for the whole form.
 */
export function addressFormErrors(error: unknown, fields: readonly AddressFormField[]) {
  const at: Partial<Record<AddressFormField, string>> = {};
  if (!error) return { at, other: undefined };
  if (!(error instanceof ApiError) || error.status !== 422) return { at, other: errorMessage(error) };
  const placed = new Set<string>();
  for (const field of fields) {
    for (const pointer of POINTERS[field] ?? [`/${field}`]) {
      const message = error.fieldError(pointer);
      if (message && !at[field]) at[field] = message;
      if (message) placed.add(pointer);
    }
  }
  const rest = error.errors.filter((e) => !placed.has(e.source?.pointer ?? ''));
  return { at, other: rest.length > 0 ? rest.map((e) => e.detail ?? e.title).join('; ') : undefined };
}

import {
  STREET_ADDRESS_PRESET_NAMES,
  STREET_ADDRESS_PRESETS,
  type Address,
  type StreetAddress,
  type StreetAddressPresetName,
} from '@tracker/core/addresses';
import { JOURNEY_TYPE_LABELS, JOURNEY_TYPES, type JourneyType } from '@tracker/core/journeys';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import {
  addressChanges,
  addressFormErrors,
  addressFormValues,
  type AddressFormField,
  type AddressFormValues,
} from '../address-form-values';
import { useUpdateAddress } from '../mutations';

const STREET_FIELDS: ReadonlyArray<{ key: keyof StreetAddress; label: string }> = [
  { key: 'lineOne', label: 'Address line 1' },
  { key: 'lineTwo', label: 'Address line 2' },
  { key: 'city', label: 'City' },
  { key: 'region', label: 'Region' },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'country', label: 'Country' },
  { key: 'telephone', label: 'Telephone' },
];

const FIELDS: readonly AddressFormField[] = [
  'first_name',
  'last_name',
  'birthdate',
  ...STREET_FIELDS.map((f) => `streetAddress/${f.key}` as const),
  'journey_type',
  'description',
  'visible',
  'private',
  'first_activity_at',
];

const PRESET_OPTIONS = [
  { value: '', label: 'Keep the street address' },
  ...STREET_ADDRESS_PRESET_NAMES.map((name) => ({
    value: name,
    label: `${STREET_ADDRESS_PRESETS[name].city}, ${STREET_ADDRESS_PRESETS[name].country}`,
  })),
];
const TYPE_OPTIONS = JOURNEY_TYPES.map((type) => ({ value: type, label: JOURNEY_TYPE_LABELS[type] }));

type Props = { address: Address; onDone: () => void };

/**
 * Edits an address: persona, street address (typed or from a preset), journey type, description,
 * visible, private and first activity. Save sends only what changed; the server's 422 messages
 * show beside their fields, and the status indicator says saving, saved or why not. Escape or
 * Cancel leaves without saving. Takes focus when it opens.
 */
export function AddressForm({ address, onDone }: Props) {
  // What the form opened with: a save sends what the user changed from it, not what a refetch changed meanwhile.
  const [opened] = useState<AddressFormValues>(() => addressFormValues(address));
  const [values, setValues] = useState(opened);
  const [preset, setPreset] = useState('');
  const update = useUpdateAddress(address.id);
  const form = useRef<HTMLFormElement>(null);
  const errors = addressFormErrors(update.error, FIELDS);

  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);

  function edit(changes: Partial<AddressFormValues>) {
    setValues((current) => ({ ...current, ...changes }));
  }

  function save() {
    const body = addressChanges(opened, values);
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    update.mutate(body, { onSuccess: onDone });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    // Before the console's key bindings, which would only leave the field.
    event.preventDefault();
    onDone();
  }

  const text = (field: 'first_name' | 'last_name', label: string) => (
    <TextField
      label={label}
      value={values[field]}
      error={errors.at[field]}
      maxLength={100}
      onChange={(e) => edit({ [field]: e.target.value })}
    />
  );

  return (
    <form
      ref={form}
      className="address-form"
      aria-label="Edit address"
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <fieldset>
        <legend>Persona</legend>
        {text('first_name', 'First name')}
        {text('last_name', 'Last name')}
        <TextField
          label="Birthdate"
          type="date"
          value={values.birthdate}
          error={errors.at.birthdate}
          hint="YYYY-MM-DD"
          onChange={(e) => edit({ birthdate: e.target.value })}
        />
      </fieldset>
      <fieldset>
        <legend>Street address</legend>
        <SelectField
          label="Fill from a preset"
          options={PRESET_OPTIONS}
          value={preset}
          onChange={(e) => {
            setPreset(e.target.value);
            if (e.target.value) edit({ streetAddress: { ...STREET_ADDRESS_PRESETS[e.target.value as StreetAddressPresetName] } });
          }}
        />
        {STREET_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type={field.key === 'telephone' ? 'tel' : 'text'}
            // The persona's address, not the staff member's own: the browser's autofill has nothing to offer.
            autoComplete="off"
            value={values.streetAddress[field.key]}
            error={errors.at[`streetAddress/${field.key}`]}
            onChange={(e) => edit({ streetAddress: { ...values.streetAddress, [field.key]: e.target.value } })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>Inbox</legend>
        <SelectField
          label="Journey type"
          options={TYPE_OPTIONS}
          value={values.journey_type}
          error={errors.at.journey_type}
          onChange={(e) => edit({ journey_type: e.target.value as JourneyType })}
        />
        <TextAreaField
          label="Description"
          rows={2}
          maxLength={500}
          value={values.description}
          error={errors.at.description}
          onChange={(e) => edit({ description: e.target.value })}
        />
        <CheckboxField label="Visible" checked={values.visible} onChange={(e) => edit({ visible: e.target.checked })} />
        <CheckboxField label="Private" checked={values.private} onChange={(e) => edit({ private: e.target.checked })} />
        <TextField
          label="First activity"
          type="datetime-local"
          value={values.first_activity_at}
          error={errors.at.first_activity_at}
          hint="Empty: none yet"
          onChange={(e) => edit({ first_activity_at: e.target.value })}
        />
      </fieldset>
      {errors.other || errors.at.visible || errors.at.private ? (
        <p className="alert" role="alert">
          {[errors.at.visible, errors.at.private, errors.other].filter(Boolean).join('; ')}
        </p>
      ) : null}
      <div className="address-form-actions">
        <button type="submit" disabled={update.isPending}>
          Save address
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

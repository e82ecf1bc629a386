import type { Address } from '@tracker/core/addresses';
import { saveStatus } from '../../ui/status/save-status';

/** Every persona field staff paste into a signup form, in form order. */
export function personaFields(address: Address): Array<{ id: string; label: string; value: string }> {
  const a = address.attributes;
  const s = a.streetAddress;
  return [
    { id: 'email', label: 'Email address', value: a.email_address },
    { id: 'password', label: 'Password', value: a.password },
    { id: 'first-name', label: 'First name', value: a.first_name ?? '' },
    { id: 'last-name', label: 'Last name', value: a.last_name ?? '' },
    { id: 'full-name', label: 'Full name', value: [a.first_name, a.last_name].filter(Boolean).join(' ') },
    { id: 'birthdate', label: 'Birthdate', value: a.birthdate ?? '' },
    { id: 'line-one', label: 'Address line 1', value: s.lineOne },
    { id: 'line-two', label: 'Address line 2', value: s.lineTwo },
    { id: 'city', label: 'City', value: s.city },
    { id: 'region', label: 'Region', value: s.region },
    { id: 'postal-code', label: 'Postal code', value: s.postalCode },
    { id: 'country', label: 'Country', value: s.country },
    { id: 'telephone', label: 'Telephone', value: s.telephone },
  ];
}

/** Puts a persona field on the clipboard and says so in the status indicator. */
export async function copyField(label: string, value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    saveStatus.saved();
  } catch {
    saveStatus.failed(`Could not copy the ${label.toLowerCase()}`);
  }
}

/** The persona with a copy button beside every field. */
export function PersonaPanel({ address }: { address: Address }) {
  return (
    <section className="panel" aria-labelledby="persona-title">
      <h2 id="persona-title">Persona</h2>
      <dl className="persona-fields">
        {personaFields(address).map((field) => (
          <div key={field.id} className="persona-field">
            <dt>{field.label}</dt>
            <dd>
              <span>{field.value || <span className="muted">none</span>}</span>{' '}
              {field.value ? (
                <button type="button" aria-label={`Copy ${field.label.toLowerCase()}`} onClick={() => void copyField(field.label, field.value)}>
                  Copy
                </button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

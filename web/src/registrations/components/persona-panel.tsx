import type { Address } from '@tracker/core/addresses';
import type { Command } from '../../ui/commands/command-registry';
import { ShortcutKeys } from '../../ui/commands/shortcut-keys';
import type { Shortcut } from '../../ui/commands/shortcut';
import { saveStatus } from '../../ui/status/save-status';

export type PersonaField = { id: string; label: string; value: string; shortcut: Shortcut };

/**
 * `y` ("yank") then one key copies a persona field. The second key is the field's place in the
 * signup form for the first nine (what staff paste top to bottom), then a letter for the rest,
 * so a key never changes with what a persona happens to leave empty.
 */
const COPY_PREFIX = 'y';

/** Every persona field staff paste into a signup form, in form order, each with its copy keys. */
export function personaFields(address: Address): PersonaField[] {
  const a = address.attributes;
  const s = a.streetAddress;
  const fields: Array<[id: string, label: string, value: string, key: string]> = [
    ['email', 'Email address', a.email_address, '1'],
    ['password', 'Password', a.password, '2'],
    ['first-name', 'First name', a.first_name ?? '', '3'],
    ['last-name', 'Last name', a.last_name ?? '', '4'],
    ['full-name', 'Full name', [a.first_name, a.last_name].filter(Boolean).join(' '), '5'],
    ['birthdate', 'Birthdate', a.birthdate ?? '', '6'],
    ['line-one', 'Address line 1', s.lineOne, '7'],
    ['line-two', 'Address line 2', s.lineTwo, '8'],
    ['city', 'City', s.city, '9'],
    ['region', 'Region', s.region, 'r'],
    ['postal-code', 'Postal code', s.postalCode, 'z'],
    ['country', 'Country', s.country, 'o'],
    ['telephone', 'Telephone', s.telephone, 't'],
  ];
  return fields.map(([id, label, value, key]) => ({ id, label, value, shortcut: [COPY_PREFIX, key] }));
}

/** Puts a persona field on the clipboard and says which one in the status indicator. */
export async function copyField(label: string, value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    saveStatus.done(`Copied: ${label.toLowerCase()}`);
  } catch {
    saveStatus.failed(`Could not copy the ${label.toLowerCase()}`);
  }
}

/** One palette command per field the persona has ('Copy password'), bound to its copy keys. */
export function personaCopyCommands(address: Address): Command[] {
  return personaFields(address)
    .filter((field) => field.value)
    .map((field) => ({
      id: `registration.copy.${field.id}`,
      title: `Copy ${field.label.toLowerCase()}`,
      group: 'Persona',
      shortcut: field.shortcut,
      keywords: ['copy', 'persona', 'clipboard'],
      perform: () => void copyField(field.label, field.value),
    }));
}

/** The persona with a copy button and its keys beside every field. */
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
                <>
                  <button
                    type="button"
                    aria-label={`Copy ${field.label.toLowerCase()}`}
                    onClick={() => void copyField(field.label, field.value)}
                  >
                    Copy
                  </button>{' '}
                  <span className="persona-keys" aria-hidden="true">
                    <ShortcutKeys shortcut={field.shortcut} />
                  </span>
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

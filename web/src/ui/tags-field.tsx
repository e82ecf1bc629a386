import { useId, useState, type KeyboardEvent } from 'react';
import { describedBy, FieldMessages } from './field-messages';

type Props = {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
  /** Normalises each new entry, e.g. lower-casing an email; empty drops it. */
  clean?: (value: string) => string;
};

/**
 * A list of short values as removable chips. Enter, a comma or leaving the field adds what was
 * typed (pasted text with commas adds several); Backspace in the empty field removes the last.
 */
export function TagsField({ label, values, onChange, placeholder, hint, error, clean = (v) => v.trim() }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');

  function commit(text: string) {
    const added = text
      .split(',')
      .map(clean)
      .filter((value) => value && !values.includes(value));
    setDraft('');
    if (added.length > 0) onChange([...values, ...new Set(added)]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'Enter' || event.key === ',') && draft.trim()) {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  }

  return (
    <div className="field tags-field">
      <label htmlFor={id}>{label}</label>
      <div className="tags-field-box" data-invalid={error ? 'true' : undefined}>
        <ul>
          {values.map((value) => (
            <li key={value} className="chip">
              <span>{value}</span>
              <button type="button" aria-label={`Remove ${value}`} onClick={() => onChange(values.filter((v) => v !== value))}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={draft}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => (event.target.value.includes(',') ? commit(event.target.value) : setDraft(event.target.value))}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && commit(draft)}
        />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

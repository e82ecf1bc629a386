import type { Company } from '@tracker/core/companies';
import { useState, type KeyboardEvent } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-message';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { useUpdateCompany } from '../mutations';

type CompanyTextAttribute = 'name' | 'domain_name' | 'url' | 'websiteUrl' | 'signup_url' | 'description' | 'notes';

type Props = {
  company: Company;
  attribute: CompanyTextAttribute;
  label: string;
  multiline?: boolean;
  /** A required field is sent as typed; an optional one is cleared (null) when emptied. */
  required?: boolean;
  hint?: string;
  type?: 'text' | 'url';
};

/**
 * One text attribute of a company, saved through PUT when the user leaves the field (or presses
 * Enter in a one-line field); Escape goes back to the saved value. The text stays as typed until
 * the save succeeds; a refusal shows beside the field and in the status indicator.
 */
export function CompanyTextField({ company, attribute, label, multiline, required, hint, type = 'text' }: Props) {
  const update = useUpdateCompany(company.id);
  const saved = company.attributes[attribute] ?? '';
  // What the user typed over the saved value; once the saved value changes (the save came back),
  // the field shows it instead.
  const [draft, setDraft] = useState<{ over: string; text: string } | null>(null);
  const editing = draft !== null && draft.over === saved;
  const error = update.error ? (fieldErrors(update.error)[attribute] ?? errorMessage(update.error)) : undefined;

  function commit() {
    if (!editing) return;
    const text = draft.text.trim();
    if (text === saved) {
      setDraft(null);
      return;
    }
    update.mutate(
      { [attribute]: required ? text : text || null },
      // The server may keep the old value (or normalise the new one to it); show what it kept.
      { onSuccess: (document) => (document.data.attributes[attribute] ?? '') === saved && setDraft(null) },
    );
  }

  const field = {
    label,
    hint,
    error,
    name: attribute,
    value: editing ? draft.text : saved,
    onChange: (event: { target: { value: string } }) => {
      if (update.error) update.reset();
      setDraft({ over: saved, text: event.target.value });
    },
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && editing) {
        event.preventDefault();
        setDraft(null);
        update.reset();
      } else if (event.key === 'Enter' && !multiline) {
        event.preventDefault();
        commit();
      }
    },
  };
  return multiline ? <TextAreaField rows={4} {...field} /> : <TextField type={type} {...field} />;
}

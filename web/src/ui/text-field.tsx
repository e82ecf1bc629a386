import { useId, type InputHTMLAttributes } from 'react';
import './text-field.css';
import { describedBy, FieldMessages } from './field-messages';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled input with its hint and error message tied to it for assistive technology. */
export function TextField({ label, error, hint, ...input }: Props) {
  const id = useId();
  return (
    <div className="text-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
      <FieldMessages id={id} hint={hint} error={error} classPrefix="text-field" />
    </div>
  );
}

import { useId, type InputHTMLAttributes } from 'react';
import './text-field.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled input with its hint and error message tied to it for assistive technology. */
export function TextField({ label, error, hint, ...input }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="text-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

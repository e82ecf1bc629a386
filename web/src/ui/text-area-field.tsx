import { useId, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './field-messages';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled textarea with its hint and error tied to it, like TextField. */
export function TextAreaField({ label, error, hint, className, ...textarea }: Props) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...textarea} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/** A checkbox with its label beside it. */
export function CheckboxField({ label, className, ...input }: Props) {
  return (
    <label className={['checkbox-field', className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

import { useId, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './field-messages';

type SelectOption = { value: string; label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
};

/** A labelled native select. */
export function SelectField({ label, options, error, className, ...select }: Props) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

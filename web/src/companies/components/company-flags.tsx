import type { Company } from '@tracker/core/companies';
import { CheckboxField } from '../../ui/checkbox-field';
import { useUpdateCompany } from '../mutations';

const FLAGS = [
  ['featured', 'Featured'],
  ['subscription', 'Subscription'],
  ['premium', 'Premium'],
  ['good_fit', 'Good fit'],
  ['prioritized', 'Prioritized'],
] as const;

/** The company's yes/no attributes; each flips at once and flips back if the save fails. */
export function CompanyFlags({ company }: { company: Company }) {
  const update = useUpdateCompany(company.id, { optimistic: true });
  return (
    <fieldset className="company-flags">
      <legend>Flags</legend>
      {FLAGS.map(([flag, label]) => (
        <CheckboxField
          key={flag}
          label={label}
          checked={company.attributes[flag]}
          onChange={(event) => update.mutate({ [flag]: event.target.checked })}
        />
      ))}
    </fieldset>
  );
}

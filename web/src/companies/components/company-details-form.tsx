import { COMPANY_STATES, COMPANY_TYPES, type Company, type CompanyState, type CompanyType } from '@tracker/core/companies';
import { errorMessage, fieldErrors } from '../../api/error-message';
import { SelectField } from '../../ui/select-field';
import { TagsField } from '../../ui/tags-field';
import { COMPANY_STATE_LABELS, COMPANY_TYPE_LABELS } from '../company-labels';
import { useUpdateCompany } from '../mutations';
import { CompanyFlags } from './company-flags';
import { CompanyTextField } from './company-text-field';

const TYPE_OPTIONS = COMPANY_TYPES.map((type) => ({ value: type, label: COMPANY_TYPE_LABELS[type] }));
const STATE_OPTIONS = COMPANY_STATES.map((state) => ({ value: state, label: COMPANY_STATE_LABELS[state] }));

/**
 * Every editable field of a company (spec section 3). Each saves on its own: text when the field
 * is left, choices and tags at once (optimistically).
 */
export function CompanyDetailsForm({ company }: { company: Company }) {
  const choose = useUpdateCompany(company.id, { optimistic: true });
  const invalid = fieldErrors(choose.error);
  const chooseError = (field: string) => (choose.error ? (invalid[field] ?? errorMessage(choose.error)) : undefined);

  return (
    <div className="company-details-form">
      <CompanyTextField company={company} attribute="name" label="Name" required />
      <CompanyTextField company={company} attribute="domain_name" label="Domain" required />
      <div className="field-pair">
        <SelectField
          label="Type"
          options={TYPE_OPTIONS}
          value={company.attributes.type}
          error={choose.variables?.type ? chooseError('type') : undefined}
          onChange={(event) => choose.mutate({ type: event.target.value as CompanyType })}
        />
        <SelectField
          label="State"
          options={STATE_OPTIONS}
          value={company.attributes.state}
          error={choose.variables?.state ? chooseError('state') : undefined}
          onChange={(event) => choose.mutate({ state: event.target.value as CompanyState })}
        />
      </div>
      <CompanyTextField company={company} attribute="description" label="Description" multiline />
      <CompanyTextField company={company} attribute="url" label="URL" type="url" hint="http:// is added when missing." />
      <CompanyTextField company={company} attribute="websiteUrl" label="Website URL" type="url" />
      <CompanyTextField company={company} attribute="signup_url" label="Signup URL" type="url" />
      <CompanyTextField company={company} attribute="notes" label="Notes" multiline />
      <TagsField
        label="Tags"
        placeholder="Add a tag"
        values={company.attributes.tags}
        error={choose.variables?.tags ? chooseError('tags') : undefined}
        onChange={(tags) => choose.mutate({ tags })}
      />
      <CompanyFlags company={company} />
    </div>
  );
}

import type { Company } from '@tracker/core/companies';
import { JOURNEY_TYPE_LABELS, JOURNEY_TYPES, type JourneyType } from '@tracker/core/journeys';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { errorMessage } from '../api/error-message';
import { useRegistrationDomains } from '../auth';
import { CompaniesSearch, companyQueries } from '../companies';
import { BackLink } from '../ui/back-link';
import { CheckboxField } from '../ui/checkbox-field';
import { SelectField } from '../ui/select-field';
import { useCreateRegistration } from './mutations';
import './registration-screens.css';

type Picked = { id: string; name: string; domain: string };

/** /registrations/create (query q or company_id): pick a company, journey type, prioritized and base email domain. */
export function CreateRegistrationPage() {
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  const companyId = search.get('company_id') ?? '';
  const preset = useQuery({ ...companyQueries.detail(companyId), enabled: /^\d+$/.test(companyId) });
  const [picked, setPicked] = useState<Picked | null>(null);
  const [type, setType] = useState<JourneyType>('email_subscriber');
  const [prioritized, setPrioritized] = useState(true);
  const { domains, defaultDomain } = useRegistrationDomains();
  // Null while it is the default, the server's first domain.
  const [chosenDomain, setDomain] = useState<string | null>(null);
  const domain = chosenDomain ?? defaultDomain;
  const create = useCreateRegistration();

  const presetCompany = preset.data
    ? { id: preset.data.data.id, name: preset.data.data.attributes.name, domain: preset.data.data.attributes.domain_name }
    : null;
  const company = picked ?? presetCompany;
  const q = search.get('q');

  return (
    <section>
      <BackLink href="/registrations">Registrations</BackLink>
      <h1>Create registration</h1>
      {preset.error ? (
        <p className="alert" role="alert">
          {errorMessage(preset.error)}
        </p>
      ) : null}
      <CompaniesSearch
        allowGroups={false}
        actionLabel="Choose"
        defaultQuery={q ?? undefined}
        onSelect={(companies: Company[]) => {
          const first = companies[0];
          if (first) setPicked({ id: first.id, name: first.attributes.name, domain: first.attributes.domain_name });
        }}
      />
      <form
        className="panel"
        aria-label="New registration"
        onSubmit={(e) => {
          e.preventDefault();
          if (!company) return;
          create.mutate(
            { company_id: Number(company.id), journey_type: type, prioritized, baseEmailDomain: domain },
            { onSuccess: (document) => navigate(`/registrations/${document.data.id}`) },
          );
        }}
      >
        <p>
          Company: <strong data-testid="picked-company">{company ? `${company.name} (${company.domain})` : 'none chosen yet'}</strong>
        </p>
        <SelectField
          label="Journey type"
          options={JOURNEY_TYPES.map((t) => ({ value: t, label: JOURNEY_TYPE_LABELS[t] }))}
          value={type}
          onChange={(e) => setType(e.target.value as JourneyType)}
        />
        <CheckboxField label="Prioritized" checked={prioritized} onChange={(e) => setPrioritized(e.target.checked)} />
        <SelectField
          label="Base email domain"
          options={domains.map((d) => ({ value: d, label: d }))}
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
        />
        <button type="submit" disabled={!company || create.isPending}>
          Create registration
        </button>
        {create.error ? (
          <p className="alert" role="alert">
            {errorMessage(create.error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

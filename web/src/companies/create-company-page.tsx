import {
  DEFAULT_BASE_EMAIL_DOMAIN,
  JOURNEY_TYPE_LABELS,
  JOURNEY_TYPES,
  REGISTRATION_DOMAINS,
  type JourneyType,
  type RegistrationDomain,
} from '@tracker/core/journeys';
import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { BackLink } from '../ui/back-link';
import { CheckboxField } from '../ui/checkbox-field';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { useCreateCompanyFlow } from './components/use-create-company-flow';
import { companiesListHref } from './last-list-search';
import './company-screens.css';

const DOMAIN_OPTIONS = REGISTRATION_DOMAINS.map((domain) => ({ value: domain, label: domain }));

/** /companies/create: a company by domain or name, optionally starting journeys for it. */
export function CreateCompanyPage() {
  const query = new URLSearchParams(useSearch());
  const [domain, setDomain] = useState(query.get('domain') ?? '');
  const [name, setName] = useState(query.get('name') ?? '');
  const [description, setDescription] = useState('');
  const [journeys, setJourneys] = useState<JourneyType[]>([]);
  const [prioritized, setPrioritized] = useState(true);
  const [baseEmailDomain, setBaseEmailDomain] = useState<RegistrationDomain>(DEFAULT_BASE_EMAIL_DOMAIN);
  const [missing, setMissing] = useState(false);
  const flow = useCreateCompanyFlow();

  function submit(event: FormEvent) {
    event.preventDefault();
    const missingBoth = !domain.trim() && !name.trim();
    setMissing(missingBoth);
    if (missingBoth) return;
    flow.submit({
      domain_name: domain.trim() || undefined,
      name: name.trim() || undefined,
      description: description.trim() || undefined,
      ...(journeys.length > 0 && { journeys, prioritized, baseEmailDomain }),
    });
  }

  function toggleJourney(type: JourneyType, on: boolean) {
    setJourneys((current) => JOURNEY_TYPES.filter((t) => (t === type ? on : current.includes(t))));
  }

  return (
    <section className="company-create">
      <BackLink href={companiesListHref()}>Companies</BackLink>
      <h1>Create company</h1>
      <form onSubmit={submit} noValidate className="company-create-form">
        <TextField
          label="Domain"
          name="domain_name"
          placeholder="brand.com"
          autoFocus
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          hint="Such as brand.com. Without a domain, the name must be one."
          error={missing ? 'Give a domain or a name' : undefined}
        />
        <TextField label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextAreaField label="Description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
        <fieldset>
          <legend>Journeys to start</legend>
          <div className="checkbox-row">
            {JOURNEY_TYPES.map((type) => (
              <CheckboxField
                key={type}
                label={JOURNEY_TYPE_LABELS[type]}
                checked={journeys.includes(type)}
                onChange={(e) => toggleJourney(type, e.target.checked)}
              />
            ))}
          </div>
          <CheckboxField
            label="Prioritized"
            checked={prioritized}
            disabled={journeys.length === 0}
            onChange={(e) => setPrioritized(e.target.checked)}
          />
          <SelectField
            label="Base email domain"
            options={DOMAIN_OPTIONS}
            value={baseEmailDomain}
            disabled={journeys.length === 0}
            onChange={(e) => setBaseEmailDomain(e.target.value as RegistrationDomain)}
          />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="primary" disabled={flow.pending}>
            {flow.pending ? 'Creating…' : 'Create company'}
          </button>
          <Link href={companiesListHref()}>Cancel</Link>
        </div>
      </form>
      {flow.dialog}
    </section>
  );
}

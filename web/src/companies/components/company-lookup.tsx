import { ApiError } from '@tracker/core/errors';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '../../api/error-message';
import { COMPANY_STATE_LABELS } from '../company-labels';
import { companyQueries } from '../queries';
import { CompanyLogo } from './company-logo';
import { useCreateCompanyFlow } from './use-create-company-flow';
import './company-lookup.css';

/**
 * Look a domain up (with enrichment): shows the company when it exists, else what enrichment found
 * with a button to create it.
 */
export function CompanyLookup() {
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const lookup = useQuery(companyQueries.lookup({ q: asked, clearbit: 'true', current: 'true' }));
  const flow = useCreateCompanyFlow();
  const company = lookup.data?.data;
  const candidate = lookup.data?.meta.candidate;
  // The server answers 404 when neither the database nor enrichment knows the domain.
  const unknown = lookup.error instanceof ApiError && lookup.error.status === 404;
  const createLink = <Link href={`/companies/create?domain=${encodeURIComponent(asked)}`}>Create it by hand</Link>;

  function submit(event: FormEvent) {
    event.preventDefault();
    setAsked(text.trim());
  }

  return (
    <section className="company-lookup" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Lookup</h2>
      <form onSubmit={submit} className="company-lookup-form">
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Domain to look up
        </label>
        <input
          id={`${id}-q`}
          type="search"
          placeholder="Domain to look up, e.g. brand.com"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" disabled={!text.trim()}>
          Look up
        </button>
      </form>
      <div aria-live="polite">
        {lookup.isFetching && (
          <p role="status" className="muted">
            Looking up {asked}…
          </p>
        )}
        {lookup.error && !lookup.isFetching && !unknown && (
          <p className="alert" role="alert">
            Error: {errorMessage(lookup.error)}
          </p>
        )}
        {unknown && !lookup.isFetching && (
          <p className="muted">
            Nothing found: {errorMessage(lookup.error)} {createLink}
          </p>
        )}
        {lookup.data && !lookup.isFetching && company && (
          <p className="company-lookup-result">
            <CompanyLogo name={company.attributes.name} logoUrl={company.attributes.logo_url} />
            <span>
              Already a company: <Link href={`/companies/${company.id}`}>{company.attributes.name}</Link>{' '}
              <span className="muted">
                {company.attributes.domain_name} · {COMPANY_STATE_LABELS[company.attributes.state]}
              </span>
            </span>
          </p>
        )}
        {lookup.data && !lookup.isFetching && !company && candidate && (
          <div className="company-lookup-result">
            <CompanyLogo name={candidate.name ?? candidate.domain_name} logoUrl={candidate.logo_url} size="large" />
            <div>
              <p>
                <strong>{candidate.name ?? candidate.domain_name}</strong> <span className="muted">{candidate.domain_name}</span>
              </p>
              <p className="muted">{candidate.description ?? 'No description available'}</p>
              {candidate.technologies.length > 0 && (
                <p className="muted">Technologies: {candidate.technologies.map((t) => t.name).join(', ')}</p>
              )}
              <button
                type="button"
                className="primary"
                disabled={flow.pending}
                onClick={() =>
                  flow.submit({
                    domain_name: candidate.domain_name,
                    name: candidate.name ?? undefined,
                    description: candidate.description ?? undefined,
                  })
                }
              >
                {flow.pending ? 'Creating…' : `Create ${candidate.name ?? candidate.domain_name}`}
              </button>
            </div>
          </div>
        )}
        {lookup.data && !lookup.isFetching && !company && !candidate && (
          <p className="muted">
            Nothing found for {asked}. {createLink}
          </p>
        )}
        {lookup.data?.meta.enrichment_error && !lookup.isFetching && (
          <p className="muted">Enrichment failed: {lookup.data.meta.enrichment_error}</p>
        )}
      </div>
      {flow.dialog}
    </section>
  );
}

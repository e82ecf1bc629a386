import type { Company } from '@tracker/core/companies';
import { errorMessage } from '../../api/error-message';
import { COMPANY_STATE_LABELS, COMPANY_TYPE_LABELS } from '../company-labels';
import type { useEnrichCompany, useRefetchLogo } from '../mutations';
import { CompanyLogo } from './company-logo';

type Props = {
  company: Company;
  refetchLogo: ReturnType<typeof useRefetchLogo>;
  enrich: ReturnType<typeof useEnrichCompany>;
  onAddToGroup: () => void;
};

/** The company's logo, name, domain and description, and its actions. */
export function CompanyHeader({ company, refetchLogo, enrich, onAddToGroup }: Props) {
  const { name, domain_name, description, logo_url, state, type, valid } = company.attributes;
  return (
    <header className="company-header">
      <CompanyLogo name={name} logoUrl={logo_url} size="large" />
      <div className="company-header-text">
        <h1>{name}</h1>
        <p className="company-header-meta">
          <a href={`https://${domain_name}`} target="_blank" rel="noreferrer noopener">
            {domain_name}
          </a>
          <span className="badge" data-tone={valid ? undefined : 'bad'}>
            {COMPANY_STATE_LABELS[state]}
          </span>
          <span className="badge">{COMPANY_TYPE_LABELS[type]}</span>
        </p>
        <p className={description ? 'company-description' : 'company-description muted'}>{description || 'No description available'}</p>
      </div>
      <div className="company-header-actions">
        <button type="button" onClick={() => refetchLogo.mutate()} disabled={refetchLogo.isPending} aria-busy={refetchLogo.isPending}>
          Refetch logo
        </button>
        <button type="button" onClick={() => enrich.mutate()} disabled={enrich.isPending} aria-busy={enrich.isPending}>
          Enrich
        </button>
        <button type="button" onClick={onAddToGroup}>
          Add to group
        </button>
      </div>
      {refetchLogo.error && (
        <p className="alert company-header-error" role="alert">
          Logo not refetched: {errorMessage(refetchLogo.error)}
        </p>
      )}
      {enrich.error && (
        <p className="alert company-header-error" role="alert">
          Not enriched: {errorMessage(enrich.error)}
        </p>
      )}
    </header>
  );
}

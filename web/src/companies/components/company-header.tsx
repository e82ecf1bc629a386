import type { Company } from '@tracker/core/companies';
import { errorMessage } from '../../api/error-message';
import { COMPANY_STATE_LABELS, COMPANY_TYPE_LABELS } from '../company-labels';
import type { useEnrichCompany, useRefetchLogo } from '../mutations';

/** The company's domain, state and type, and its description: the line under its name. */
export function CompanyMeta({ company }: { company: Company }) {
  const { domain_name, description, state, type, valid } = company.attributes;
  return (
    <>
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
    </>
  );
}

type ActionsProps = {
  refetchLogo: ReturnType<typeof useRefetchLogo>;
  enrich: ReturnType<typeof useEnrichCompany>;
  onAddToGroup: () => void;
  /** The first action takes focus on arrival (on a screen without a table that would). */
  focusOnArrival?: boolean;
};

/** The company's actions, and why one failed. */
export function CompanyActions({ refetchLogo, enrich, onAddToGroup, focusOnArrival }: ActionsProps) {
  return (
    <>
      <button
        type="button"
        onClick={() => refetchLogo.mutate()}
        disabled={refetchLogo.isPending}
        aria-busy={refetchLogo.isPending}
        data-focus-on-arrival={focusOnArrival || undefined}
      >
        Refetch logo
      </button>
      <button type="button" onClick={() => enrich.mutate()} disabled={enrich.isPending} aria-busy={enrich.isPending}>
        Enrich
      </button>
      <button type="button" onClick={onAddToGroup}>
        Add to group
      </button>
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
    </>
  );
}

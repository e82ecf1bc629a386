import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { ScreenProps } from '../ui/area/area';
import { GroupPickerDialog } from '../groups';
import { BackLink } from '../ui/back-link';
import { useCommands } from '../ui/commands/commands-context';
import { DetailLayout } from '../ui/detail-layout';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { CompanyDetailsForm } from './components/company-details-form';
import { CompanyEmails } from './components/company-emails';
import { CompanyGroups } from './components/company-groups';
import { CompanyActions, CompanyMeta } from './components/company-header';
import { CompanyLogo } from './components/company-logo';
import { CompanyJourneys } from './components/company-journeys';
import { CompanySummary } from './components/company-summary';
import { COMPANY_RELATIONSHIPS, CompanyTabs, companyTabCommands, type CompanyRelationship } from './components/company-tabs';
import { companyCommands } from './company-commands';
import { companiesListHref } from './last-list-search';
import { useEnrichCompany, useRefetchLogo } from './mutations';
import { companyQueries } from './queries';
import { isOneOf } from '../ui/is-one-of';
import './company-page.css';

const isRelationship = (value: string | undefined): value is CompanyRelationship => isOneOf(COMPANY_RELATIONSHIPS, value);

/** /companies/{id} and /companies/{id}/{relationship}: one company, its edits and its relations. */
export function CompanyPage({ params }: ScreenProps) {
  const id = params.company_id ?? '';
  const relationship = params.relationship;
  const company = useQuery(companyQueries.detail(id));
  const refetchLogo = useRefetchLogo(id);
  const enrich = useEnrichCompany(id);
  const [picking, setPicking] = useState(false);
  const [, navigate] = useLocation();
  useCommands([
    ...companyCommands(company.data?.data),
    ...companyTabCommands(id, navigate),
    { id: 'company.add-to-group', title: 'Add to group…', group: 'Company', keywords: ['groups'], perform: () => setPicking(true) },
    {
      id: 'company.refetch-logo',
      title: 'Refetch logo',
      group: 'Company',
      keywords: ['clearbit', 'image'],
      perform: () => refetchLogo.mutate(),
    },
    {
      id: 'company.enrich',
      title: 'Enrich company',
      group: 'Company',
      keywords: ['clearbit', 'technologies'],
      perform: () => enrich.mutate(),
    },
    {
      id: 'company.create-journey',
      title: 'Create a journey for this company',
      group: 'Company',
      keywords: ['new journey'],
      perform: () => navigate(`/journeys/new?company_id=${id}`),
    },
  ]);

  if (relationship !== undefined && !isRelationship(relationship)) return <Redirect to={`/companies/${id}`} replace />;

  if (!company.data) {
    return <DetailScreenFallback back={<BackLink href={companiesListHref()}>Companies</BackLink>} title="Company" error={company.error} />;
  }

  const data = company.data.data;
  return (
    <DetailLayout
      className="company-page"
      back={<BackLink href={companiesListHref()}>Companies</BackLink>}
      title={
        <span className="company-title">
          <CompanyLogo name={data.attributes.name} logoUrl={data.attributes.logo_url} />
          {data.attributes.name}
        </span>
      }
      meta={<CompanyMeta company={data} />}
      actions={
        <CompanyActions
          refetchLogo={refetchLogo}
          enrich={enrich}
          onAddToGroup={() => setPicking(true)}
          focusOnArrival={relationship === undefined}
        />
      }
      tabs={<CompanyTabs id={id} current={relationship} />}
      aside={<CompanySummary company={data} />}
      asideLabel="Company facts"
    >
      {relationship === undefined && (
        <section className="panel" aria-labelledby="company-details-title">
          <h2 id="company-details-title">Details</h2>
          <CompanyDetailsForm company={data} />
        </section>
      )}
      {/* Keyed by company, so another company's rows never stand in while this one's load. */}
      {relationship === 'journeys' && <CompanyJourneys key={id} company={data} />}
      {relationship === 'groups' && (
        <CompanyGroups key={id} companyId={id} companyName={data.attributes.name} onAdd={() => setPicking(true)} />
      )}
      {relationship === 'emails' && <CompanyEmails key={id} companyId={id} />}
      {picking && (
        <GroupPickerDialog
          companies={[{ id, label: data.attributes.name }]}
          what={data.attributes.name}
          onClose={() => setPicking(false)}
        />
      )}
    </DetailLayout>
  );
}

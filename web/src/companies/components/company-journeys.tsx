import type { Company } from '@tracker/core/companies';
import { COMPANY_JOURNEYS_FETCH_SIZE } from '@tracker/core/journeys';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { JourneyTable, journeyQueries } from '../../journeys';

/** The journeys tab: the company's journeys, newest start first (its health per type is in the side panel). */
export function CompanyJourneys({ company }: { company: Company }) {
  const journeys = useQuery(journeyQueries.ofCompany(company.id));
  const total = journeys.data?.meta.total;
  const name = company.attributes.name;
  const back = useMemo(() => ({ href: `/companies/${company.id}/journeys`, label: `${name} journeys` }), [company.id, name]);

  return (
    <div className="company-journeys">
      <section aria-labelledby="company-journeys-title">
        <div className="section-header">
          <h2 id="company-journeys-title">Journeys</h2>
          {total !== undefined && (
            <span className="muted">
              {total.toLocaleString('en-US')} {total === 1 ? 'journey' : 'journeys'}
            </span>
          )}
        </div>
        {total !== undefined && total > COMPANY_JOURNEYS_FETCH_SIZE && (
          <p className="muted" role="note">
            Showing the first {COMPANY_JOURNEYS_FETCH_SIZE} journeys, newest start first.
          </p>
        )}
        <JourneyTable
          label="Journeys of this company"
          keys="company.journeys.table"
          focusOnArrival
          data={journeys.data?.data}
          isLoading={journeys.isPending}
          error={journeys.error}
          onRetry={() => void journeys.refetch()}
          empty="This company has no journeys yet."
          companyColumn={false}
          back={back}
        />
      </section>
    </div>
  );
}

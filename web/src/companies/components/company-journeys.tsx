import { COMPANY_JOURNEYS_FETCH_SIZE, JOURNEY_TYPE_LABELS, type Company, type Journey } from '@tracker/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { journeyColumns } from '../../journeys/columns';
import { journeyQueries } from '../../journeys/queries';
import { DataTable } from '../../ui/data-table/data-table';
import { formatDay } from '../../ui/format-date';
import { useNow } from '../../ui/use-now';
import { CompanyHealthTable } from './company-health';

const journeyId = (journey: Journey) => journey.id;
const journeyName = (journey: Journey) =>
  `${JOURNEY_TYPE_LABELS[journey.attributes.type]} from ${formatDay(journey.attributes.start_date)}`;

/** The journeys tab: the company's health per journey type, then its journeys, newest start first. */
export function CompanyJourneys({ company }: { company: Company }) {
  const [, navigate] = useLocation();
  const journeys = useQuery(journeyQueries.ofCompany(company.id));
  const now = useNow();
  const columns = useMemo(() => journeyColumns(now), [now]);
  const total = journeys.data?.meta.total;

  return (
    <div className="company-journeys">
      <section className="panel" aria-labelledby="company-journey-health-title">
        <h2 id="company-journey-health-title">Journey health</h2>
        <CompanyHealthTable health={company.attributes.journey_health} />
      </section>
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
        <DataTable
          label="Journeys of this company"
          keys="company.journeys.table"
          columns={columns}
          data={journeys.data?.data}
          getRowId={journeyId}
          rowLabel={journeyName}
          onOpen={(journey) => navigate(`/journeys/${journey.id}`)}
          isLoading={journeys.isPending}
          error={journeys.error}
          onRetry={() => void journeys.refetch()}
          empty="This company has no journeys yet."
        />
      </section>
    </div>
  );
}

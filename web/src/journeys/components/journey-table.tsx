import type { Journey } from '@tracker/core/journeys';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { DataTable, type DataTableProps } from '../../ui/data-table/data-table';
import { useNow } from '../../ui/use-now';
import { journeyColumns } from '../columns';
import { journeyBackState, type JourneyBack } from '../journey-back';
import { journeyTitle } from '../journey-title';

type JourneyTableProps = Omit<DataTableProps<Journey, unknown>, 'columns' | 'getRowId' | 'rowLabel' | 'onOpen'> & {
  /** Shows each journey's company (the default); off where the screen is one company's. */
  companyColumn?: boolean;
  /** The screen listing the journeys, where an opened journey's back link returns. */
  back?: JourneyBack;
};

const journeyId = (journey: Journey) => journey.id;
const journeyName = (journey: Journey) => journeyTitle(journey.attributes);

/** The journey table of every screen that lists journeys; Enter opens one. */
export function JourneyTable({ companyColumn = true, back, ...props }: JourneyTableProps) {
  const [, navigate] = useLocation();
  const now = useNow();
  const columns = useMemo(() => journeyColumns(now, { company: companyColumn, back }), [now, companyColumn, back]);
  return (
    <DataTable
      {...props}
      columns={columns}
      getRowId={journeyId}
      rowLabel={journeyName}
      onOpen={(journey) => navigate(`/journeys/${journey.id}`, back && { state: journeyBackState(back) })}
    />
  );
}

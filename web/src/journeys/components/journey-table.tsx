import { JOURNEY_TYPE_LABELS, type Journey } from '@tracker/core/journeys';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { DataTable, type DataTableProps } from '../../ui/data-table/data-table';
import { formatUtcDay } from '../../ui/format-date';
import { useNow } from '../../ui/use-now';
import { journeyColumns } from '../columns';

type JourneyTableProps = Omit<DataTableProps<Journey, unknown>, 'columns' | 'getRowId' | 'rowLabel' | 'onOpen'>;

const journeyId = (journey: Journey) => journey.id;
const journeyName = (journey: Journey) =>
  `${JOURNEY_TYPE_LABELS[journey.attributes.type]} from ${formatUtcDay(journey.attributes.start_date)}`;

/** The journey table of every screen that lists journeys; Enter opens one. */
export function JourneyTable(props: JourneyTableProps) {
  const [, navigate] = useLocation();
  const now = useNow();
  const columns = useMemo(() => journeyColumns(now), [now]);
  return <DataTable {...props} columns={columns} getRowId={journeyId} rowLabel={journeyName} onOpen={(journey) => navigate(`/journeys/${journey.id}`)} />;
}

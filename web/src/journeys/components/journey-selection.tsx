import { journeysEndpoints, type Journey } from '@tracker/core/journeys';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { countOf } from '../../ui/data-table/row-selection';
import { SelectionBar, type SelectionCommand } from '../../ui/data-table/selection-bar';
import { useSelectionRun } from '../../ui/data-table/selection-run';
import type { RowSelection } from '../../ui/data-table/use-row-selection';
import { journeyTitle } from '../journey-title';
import { journeyQueries } from '../queries';

const NOUN = ['journey', 'journeys'] as const;
const SELECTED = ['selected journey', 'selected journeys'] as const;

/** The journeys list's selected rows: archive them, one PATCH each. */
export function JourneySelection({ selection }: { selection: RowSelection<Journey> }) {
  const queryClient = useQueryClient();
  const run = useSelectionRun(selection);
  const journeys = selection.rows;
  const commands: SelectionCommand[] = [
    {
      id: 'journeys.selection.archive',
      title: `Archive ${countOf(journeys.length, SELECTED)}`,
      keywords: ['archived', 'status'],
      run: () =>
        run.ask({
          title: `Archive ${countOf(journeys.length, NOUN)}`,
          done: (count) => `Archived ${countOf(count, NOUN)}`,
          noun: NOUN,
          records: journeys.map((journey) => ({
            id: journey.id,
            label: journeyTitle(journey.attributes),
            change: () => api.request(journeysEndpoints.updateJourney, { params: { id: journey.id }, body: { status: 'archived' } }),
          })),
          settled: () => {
            void queryClient.invalidateQueries({ queryKey: journeyQueries.all() });
            // A journey archived no longer counts towards its company's health.
            void queryClient.invalidateQueries({ queryKey: queryKeys.companies });
          },
        }),
    },
  ];
  return (
    <>
      <SelectionBar selection={selection} noun={NOUN} commands={commands} />
      {run.dialog}
    </>
  );
}

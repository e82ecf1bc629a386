import { JOURNEY_FILTERS, type Journey } from '@tracker/core/journeys';
import { useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { ArchiveOldDialog } from './components/archive-old-dialog';
import { JourneySelection } from './components/journey-selection';
import { JourneyTable } from './components/journey-table';
import { JourneysFilters } from './components/journeys-filters';
import { JOURNEY_LIST_PARAMS, journeyListQuery } from './journey-list-params';
import { journeyQueries } from './queries';

const journeyId = (journey: Journey) => journey.id;

/** /journeys: the journeys search (spec section 2), every filter in the URL. */
export function JourneysPage() {
  const [, navigate] = useLocation();
  const { params, filters, list, selection } = useListScreen({
    id: 'journeys',
    filters: JOURNEY_FILTERS,
    params: JOURNEY_LIST_PARAMS,
    query: (p) => journeyQueries.list(journeyListQuery(p)),
    selectable: { rowId: journeyId },
  });
  // The archive-old confirmation is open while the URL says archive=old, so the palette's
  // 'Archive old journeys…' can open it from any screen.
  const search = new URLSearchParams(useSearch());
  const archiving = search.get('archive') === 'old';
  const withArchive = (open: boolean) => {
    const query = new URLSearchParams(search);
    if (open) query.set('archive', 'old');
    else query.delete('archive');
    return `/journeys${query.size > 0 ? `?${query}` : ''}`;
  };
  // An opened journey's back link returns to the list as filtered now.
  const listHref = withArchive(false);
  const back = useMemo(() => ({ href: listHref, label: 'Journeys' }), [listHref]);
  const newHref = params.company_id ? `/journeys/new?company_id=${params.company_id}` : '/journeys/new';
  useCommands([
    {
      id: 'journeys.create',
      title: 'Create journey',
      group: 'Journeys',
      shortcut: 'c',
      keywords: ['new', 'add'],
      perform: () => navigate(newHref),
    },
  ]);

  return (
    <section className="journeys-page">
      <header className="screen-header">
        <h1>Journeys</h1>
        <div className="form-actions">
          <Link href={newHref}>Create journey</Link>
          <Link href="/journeys/bulk">Import journeys</Link>
          <button type="button" onClick={() => navigate(withArchive(true))}>
            Archive old journeys…
          </button>
        </div>
      </header>
      <DataTableToolbar>
        <JourneysFilters {...filters} />
      </DataTableToolbar>
      <JourneyTable label="Journeys" keys="journeys.table" list={list} empty="No journey matches." back={back} />
      <DataTablePagination list={list} noun={['journey', 'journeys']} />
      <JourneySelection selection={selection} />
      {archiving && <ArchiveOldDialog onClose={() => navigate(withArchive(false), { replace: true })} />}
    </section>
  );
}

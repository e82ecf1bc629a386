import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { useSearchParamsState } from '../ui/use-search-params-state';
import { ArchiveOldDialog } from './components/archive-old-dialog';
import { JourneyTable } from './components/journey-table';
import { JourneysFilters } from './components/journeys-filters';
import { JOURNEY_LIST_PARAMS, journeyListQuery } from './journey-list-params';
import { journeyQueries } from './queries';

/** /journeys: the journeys search (spec section 2), every filter in the URL. */
export function JourneysPage() {
  const [, navigate] = useLocation();
  const [params, setParams, hrefFor] = useSearchParamsState(JOURNEY_LIST_PARAMS);
  const journeys = useQuery(journeyQueries.list(journeyListQuery(params)));
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
    <section>
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
        <JourneysFilters params={params} setParams={setParams} />
      </DataTableToolbar>
      <JourneyTable
        label="Journeys"
        keys="journeys.table"
        data={journeys.data?.data}
        isLoading={journeys.isPending}
        isFetching={journeys.isPlaceholderData}
        error={journeys.error}
        onRetry={() => void journeys.refetch()}
        empty="No journey matches."
        back={back}
      />
      <DataTablePagination meta={journeys.data?.meta} noun={['journey', 'journeys']} hrefFor={(page) => hrefFor({ page })} />
      {archiving && <ArchiveOldDialog onClose={() => navigate(withArchive(false), { replace: true })} />}
    </section>
  );
}

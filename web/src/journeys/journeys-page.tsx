import { JOURNEY_SORT_FIELDS, JOURNEY_STATUSES, JOURNEY_TYPE_LABELS, JOURNEY_TYPES } from '@tracker/core/journeys';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { useCommands } from '../ui/commands/commands-context';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { SearchField } from '../ui/search-field';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { useSearchParamsState } from '../ui/use-search-params-state';
import { ArchiveOldDialog } from './components/archive-old-dialog';
import { JourneyTable } from './components/journey-table';
import { JOURNEY_STATUS_LABELS } from './journey-labels';
import { JOURNEY_LIST_PARAMS, journeyListQuery } from './journey-list-params';
import { journeyQueries } from './queries';

const ANY = { value: '', label: 'Any' };
const TYPE_OPTIONS = [ANY, ...JOURNEY_TYPES.map((type) => ({ value: type, label: JOURNEY_TYPE_LABELS[type] }))];
const STATUS_OPTIONS = [ANY, ...JOURNEY_STATUSES.map((status) => ({ value: status, label: JOURNEY_STATUS_LABELS[status] }))];
const OLD_OPTIONS = [ANY, { value: 'true', label: 'Old: ended, not archived' }, { value: 'false', label: 'Not old' }];
const SORT_LABELS: Record<(typeof JOURNEY_SORT_FIELDS)[number], string> = {
  start_date: 'Start',
  end_date: 'End',
  created_at: 'Created',
  type: 'Type',
  status: 'Status',
};
const SORT_OPTIONS = JOURNEY_SORT_FIELDS.flatMap((field) => [
  { value: `${field}:desc`, label: `${SORT_LABELS[field]}, newest or last first` },
  { value: `${field}:asc`, label: `${SORT_LABELS[field]}, oldest or first first` },
]);

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
  const newHref = params.company_id ? `/journeys/new?company_id=${params.company_id}` : '/journeys/new';
  useCommands([
    { id: 'journeys.create', title: 'Create journey', group: 'Journeys', shortcut: 'c', keywords: ['new', 'add'], perform: () => navigate(newHref) },
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
        <SearchField label="Company id" placeholder="Any" inputMode="numeric" value={params.company_id} onSearch={(company_id, o) => setParams({ company_id }, o)} />
        <SelectField label="Type" options={TYPE_OPTIONS} value={params.type} onChange={(e) => setParams({ type: e.target.value })} />
        <SelectField label="Status" options={STATUS_OPTIONS} value={params.status} onChange={(e) => setParams({ status: e.target.value })} />
        <TextField label="Starting from" type="date" value={params.from} onChange={(e) => setParams({ from: e.target.value })} />
        <TextField label="Starting to" type="date" value={params.to} onChange={(e) => setParams({ to: e.target.value })} />
        <SelectField label="Age" options={OLD_OPTIONS} value={params.old} onChange={(e) => setParams({ old: e.target.value })} />
        <SelectField label="Sort" options={SORT_OPTIONS} value={params.sort} onChange={(e) => setParams({ sort: e.target.value })} />
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
      />
      <DataTablePagination meta={journeys.data?.meta} noun={['journey', 'journeys']} hrefFor={(page) => hrefFor({ page })} />
      {archiving && <ArchiveOldDialog onClose={() => navigate(withArchive(false), { replace: true })} />}
    </section>
  );
}

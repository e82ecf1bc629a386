import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/error-message';
import { ModalDialog } from '../../ui/modal-dialog';
import { useArchiveOldJourneys } from '../mutations';
import { journeyQueries } from '../queries';

const journeysText = (n: number) => (n === 1 ? '1 journey' : `${n.toLocaleString('en-US')} journeys`);

/**
 * Confirms archive-old, saying how many journeys it will archive: those not archived yet whose end
 * date is before today (UTC). Then says how many it did.
 */
export function ArchiveOldDialog({ onClose }: { onClose: () => void }) {
  const old = useQuery(journeyQueries.oldCount());
  const archive = useArchiveOldJourneys();
  const [archived, setArchived] = useState<number | null>(null);
  const count = old.data?.meta.total;
  const close = useRef<HTMLButtonElement>(null);
  // The Archive button leaves once the run is done: Close takes focus back, so Enter or Esc ends it.
  useEffect(() => {
    if (archived !== null) close.current?.focus();
  }, [archived]);

  return (
    <ModalDialog label="Archive old journeys" onClose={onClose}>
      <h2>Archive old journeys</h2>
      {archived !== null ? (
        <p role="status">{journeysText(archived)} archived.</p>
      ) : old.error ? (
        <p className="alert" role="alert">
          {errorMessage(old.error)}
        </p>
      ) : count === undefined ? (
        <p>Counting old journeys…</p>
      ) : (
        <p>
          {count === 0
            ? 'No journey ended before today without being archived: there is nothing to archive.'
            : `Archive ${old.data?.meta.capped ? 'more than ' : ''}${journeysText(count)} that ended before today and are not archived yet?`}
        </p>
      )}
      {archive.error && (
        <p className="alert" role="alert">
          {errorMessage(archive.error)}
        </p>
      )}
      <div className="dialog-actions">
        {/* Cancel first and focused, as in every confirmation: Enter on arrival archives nothing. */}
        <button ref={close} type="button" data-autofocus onClick={onClose}>
          {archived === null ? 'Cancel' : 'Close'}
        </button>
        {archived === null && Boolean(count) && (
          <button
            type="button"
            className="primary"
            disabled={archive.isPending}
            onClick={() => archive.mutate(undefined, { onSuccess: (result) => setArchived(result.meta.archived) })}
          >
            {archive.isPending ? 'Archiving…' : `Archive ${journeysText(count ?? 0)}`}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}

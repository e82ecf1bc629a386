import { countRows, groupAddRows, type GroupAddRowState } from '@tracker/core';
import type { useAddCompaniesToGroup } from '../mutations';

type Props = { adding: ReturnType<typeof useAddCompaniesToGroup> };

const STATE_TEXT: Record<GroupAddRowState, string> = { pending: 'not added yet', adding: 'adding…', added: 'added', failed: 'failed' };

const companies = (count: number) => (count === 1 ? '1 company' : `${count} companies`);

/**
 * Where adding companies to a group stands: each company while it runs or when one was not added
 * (with the server's reason), a way to stop, and a retry for those not added.
 */
export function GroupAddProgress({ adding }: Props) {
  const { rows, running } = adding;
  if (rows.length === 0) return null;
  const counts = countRows(groupAddRows, rows);
  const notAdded = rows.length - counts.added;
  const summary = running
    ? `Adding ${companies(rows.length)}: ${counts.added + counts.failed} done…`
    : [
        `${companies(counts.added)} added`,
        counts.failed > 0 && `${counts.failed} failed`,
        counts.pending > 0 && `${counts.pending} stopped`,
      ]
        .filter(Boolean)
        .join(', ');

  return (
    <div className="group-add-progress">
      <p role="status" className="muted">
        {summary}
      </p>
      {(running || notAdded > 0) && (
        <ul aria-label="Companies to add">
          {rows.map((row) => (
            <li key={row.index} className={`group-add-${row.state}`}>
              {row.input.label}: {STATE_TEXT[row.state]}
              {row.error && row.state === 'failed' ? ` (${row.error})` : ''}
            </li>
          ))}
        </ul>
      )}
      <div className="form-actions">
        {running && (
          <button type="button" onClick={adding.cancel}>
            Stop adding
          </button>
        )}
        {!running && notAdded > 0 && (
          <button type="button" onClick={() => void adding.retry()}>
            Retry {companies(notAdded)}
          </button>
        )}
      </div>
    </div>
  );
}

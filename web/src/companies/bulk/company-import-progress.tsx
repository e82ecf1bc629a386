import { csvRow } from '@tracker/core/csv';
import { useMemo } from 'react';
import { count, NOT_DONE, ROW_STATE_LABELS } from './company-import-labels';
import type { SkippedRow } from './company-sheet';
import type { PreviewRow } from './use-company-import';

type Props = {
  rows: readonly PreviewRow[];
  skipped: readonly SkippedRow[];
  /** The step running, if any: what it does and how many of its rows have ended. */
  progress: { doing: string; done: number; total: number } | null;
};

/** The rows not imported, and the skipped ones, as CSV. */
function notDoneCsv(rows: readonly PreviewRow[], skipped: readonly SkippedRow[]): string {
  const lines = [
    ...rows
      .filter((row) => NOT_DONE.has(row.state))
      .map((row) => [row.lookup.input.row, row.lookup.input.value, row.lookup.input.name ?? '', row.state, row.error ?? '']),
    ...skipped.map((skip) => [skip.row, skip.value, '', skip.duplicate ? 'duplicate' : 'skipped', skip.reason]),
  ].sort((a, b) => Number(a[0]) - Number(b[0]));
  return [csvRow(['row', 'value', 'name', 'state', 'error']), ...lines.map((line) => csvRow(line.map(String)))].join('');
}

/** The rows by state once looked up: "10 rows: 1 new, 8 found, 1 skipped", and how many were not imported. */
function summarise(rows: readonly PreviewRow[], skipped: readonly SkippedRow[]) {
  const byState = new Map<PreviewRow['state'], number>();
  for (const row of rows) byState.set(row.state, (byState.get(row.state) ?? 0) + 1);
  const repeats = skipped.filter((skip) => skip.duplicate).length;
  const lookedUp = rows.some((row) => row.lookup.state !== 'pending' && row.lookup.state !== 'looking_up');
  const summary = (Object.keys(ROW_STATE_LABELS) as PreviewRow['state'][])
    .flatMap((state) => (byState.get(state) ? [`${byState.get(state)} ${ROW_STATE_LABELS[state].toLowerCase()}`] : []))
    .concat(repeats < skipped.length ? [`${skipped.length - repeats} skipped`] : [])
    .concat(repeats > 0 ? [count(repeats, 'duplicate', 'duplicates')] : [])
    .join(', ');
  const notDone = [...NOT_DONE].reduce((sum, state) => sum + (byState.get(state) ?? 0), skipped.length);
  return { lookedUp, text: `${count(rows.length + skipped.length, 'row', 'rows')}: ${summary}.`, notDone };
}

/** How far a lookup or a create is while it runs, and a summary of the rows by state once it ends. */
export function CompanyImportProgress({ rows, skipped, progress }: Props) {
  // Over every row: counted again when the rows change, not on each render (a checkbox, an editor).
  const summary = useMemo(() => (progress ? null : summarise(rows, skipped)), [progress, rows, skipped]);
  const download = useMemo(
    () =>
      summary?.lookedUp && summary.notDone > 0 ? `data:text/csv;charset=utf-8,${encodeURIComponent(notDoneCsv(rows, skipped))}` : null,
    [summary, rows, skipped],
  );

  if (progress) {
    const { doing, done, total } = progress;
    return (
      <div className="company-import-progress">
        <progress max={total} value={done} aria-label={`${doing} companies`} />
        <p role="status">{`${doing}: ${done} of ${count(total, 'company', 'companies')} done…`}</p>
      </div>
    );
  }
  return (
    <div className="company-import-progress">
      <p role="status">{summary?.lookedUp ? summary.text : ''}</p>
      {download && (
        <a href={download} download="companies-not-imported.csv">
          Download the rows not imported
        </a>
      )}
    </div>
  );
}

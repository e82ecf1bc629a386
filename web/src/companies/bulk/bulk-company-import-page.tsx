import { useId } from 'react';
import { BackLink } from '../../ui/back-link';
import { BulkImportSource } from '../../ui/bulk-import-source';
import type { Command } from '../../ui/commands/command-registry';
import { useCommands } from '../../ui/commands/commands-context';
import { useLeaveGuard } from '../../ui/leave-guard/leave-guard';
import { CompanyImportColumns } from './company-import-columns';
import { count } from './company-import-labels';
import { CompanyImportOptionsForm } from './company-import-options-form';
import { CompanyImportPreview } from './company-import-preview';
import { CompanyImportProgress } from './company-import-progress';
import { openCompanySheet } from './open-company-sheet';
import { useCompanyImport } from './use-company-import';
import './company-import.css';

/**
 * /companies/bulk (spec section 2): rows from a file or pasted text, looked up one by one, then
 * the selected companies created or updated with the journeys their health calls for.
 */
export function BulkCompanyImportPage() {
  const id = useId();
  const bulk = useCompanyImport();
  const { sheet, lookup, create, running, blocker, selected, journeyCount } = bulk;
  const pending = lookup.rows.filter((row) => row.state === 'pending');
  // Rows still pending that nobody corrected were left by a stopped lookup.
  const stopped = pending.some((row) => !bulk.edits.has(row.input.row));
  const lookupLabel =
    lookup.rows.length === 0
      ? 'Look up companies'
      : stopped
        ? 'Resume lookup'
        : pending.length > 0
          ? `Look up ${count(pending.length, 'corrected row', 'corrected rows')}`
          : 'Look up again';
  const canLookUp = !running && bulk.preview.length > 0;
  // Leaving stops the run: the screen asks first.
  useLeaveGuard(running, 'running');

  const commands: Command[] = sheet
    ? [
        {
          id: 'companies.import.select-all',
          title: 'Select all importable rows',
          group: 'Import',
          shortcut: 'a',
          keywords: ['check'],
          perform: bulk.selectAll,
        },
        {
          id: 'companies.import.lookup',
          title: 'Look up the companies',
          group: 'Import',
          shortcut: 'l',
          keywords: ['start'],
          perform: () => void bulk.startLookup(),
        },
        {
          id: 'companies.import.create',
          title: 'Create the selected companies',
          group: 'Import',
          shortcut: 'c',
          keywords: ['journeys', 'bulk'],
          perform: () => void bulk.startCreate(),
        },
      ]
    : [];
  if (lookup.running)
    commands.push({ id: 'companies.import.stop', title: 'Stop looking up', group: 'Import', keywords: ['cancel'], perform: lookup.cancel });
  if (create.running)
    commands.push({ id: 'companies.import.stop', title: 'Stop creating', group: 'Import', keywords: ['cancel'], perform: create.cancel });
  useCommands(commands);

  return (
    <section className="company-import" data-state={bulk.state}>
      <BackLink href="/companies">Companies</BackLink>
      <h1>Bulk company import</h1>
      <p>
        Each row is looked up, then the companies you select are created or updated with a journey of each checked type whose health is
        checked.
      </p>
      <BulkImportSource
        read={openCompanySheet}
        onRead={bulk.load}
        running={running}
        placeholder={'Company name\tDomain\nAcme\tacme.example'}
        samples={['/samples/companies-import.csv', '/samples/companies-import.xlsx']}
        loaded={Boolean(sheet)}
      />
      {sheet && (
        <>
          <CompanyImportColumns sheet={sheet} onChoose={bulk.chooseColumn} disabled={running} />
          <CompanyImportOptionsForm options={bulk.options} onChange={bulk.setOptions} disabled={running} />
          <div className="form-actions company-import-actions">
            <button type="button" disabled={!canLookUp} onClick={() => void bulk.startLookup()}>
              {lookupLabel}
            </button>
            {lookup.running && (
              <button type="button" onClick={lookup.cancel}>
                Stop looking up
              </button>
            )}
            <button
              type="button"
              className="primary"
              disabled={Boolean(blocker) || running}
              aria-describedby={blocker ? `${id}-blocker` : undefined}
              onClick={() => void bulk.startCreate()}
            >
              {`Create ${count(journeyCount, 'journey', 'journeys')}`}
            </button>
            {create.running && (
              <button type="button" onClick={create.cancel}>
                Stop creating
              </button>
            )}
            {blocker && (
              <span id={`${id}-blocker`} className="muted">
                {blocker}
              </span>
            )}
          </div>
          <div className="form-actions">
            <p className="muted">
              {`${count(journeyCount, 'journey', 'journeys')} to create for ${count(selected.size, 'selected company', 'selected companies')}.`}
            </p>
            <button type="button" disabled={running || bulk.importable.size === 0} onClick={bulk.selectAll}>
              {`Select all importable rows (${bulk.importable.size})`}
            </button>
          </div>
          <CompanyImportProgress rows={bulk.preview} skipped={bulk.skipped} progress={bulk.progress} />
          <CompanyImportPreview
            rows={bulk.preview}
            skipped={bulk.skipped}
            edits={bulk.edits}
            selected={selected}
            options={bulk.options}
            onToggle={bulk.toggle}
            onEdit={bulk.edit}
            locked={running}
          />
        </>
      )}
    </section>
  );
}

import { COMPANY_EXPORT_LIMIT_MESSAGE } from '@tracker/core/companies';
import { useEffect, useRef } from 'react';
import { useCommands } from '../../ui/commands/commands-context';
import type { CompanyFiltersRequest } from '../company-list-params';
import { useExportCompanies } from './use-export-companies';

/**
 * The export element: 'Export CSV' generates the CSV of the current filter, then offers it as a
 * download; taking it (or dismissing it) goes back to idle. It says when the export was limited.
 */
export function ExportCompanies({ filters }: { filters: CompanyFiltersRequest }) {
  const { status, start, finish } = useExportCompanies(filters);
  const link = useRef<HTMLAnchorElement>(null);
  useCommands([
    {
      id: 'companies.export',
      title: 'Export companies (current filter)',
      group: 'Companies',
      keywords: ['csv', 'download'],
      perform: () => void start(),
    },
  ]);

  useEffect(() => {
    // Hand the download to the keyboard unless the user has moved on to another control.
    const focus = document.activeElement;
    if (status.state === 'ready' && (!focus || focus === document.body)) link.current?.focus();
  }, [status.state]);

  return (
    <div className="export-companies">
      <button type="button" disabled={status.state === 'generating'} onClick={() => void start()}>
        Export CSV
      </button>
      {status.state === 'generating' && (
        <span role="status" className="muted">
          Generating CSV…
        </span>
      )}
      {status.state === 'ready' && (
        <span role="status" className="export-ready">
          <a ref={link} href={status.url} download={status.filename} onClick={() => setTimeout(finish, 0)}>
            Download {status.filename}
          </a>
          {status.total !== undefined && (
            <span className="muted">
              {status.total.toLocaleString('en-US')} {status.total === 1 ? 'company' : 'companies'}
            </span>
          )}
          {status.limited && <strong className="export-limited">{COMPANY_EXPORT_LIMIT_MESSAGE}</strong>}
          <button type="button" onClick={finish}>
            Dismiss
          </button>
        </span>
      )}
      {status.state === 'idle' && status.error && (
        <span role="alert" className="export-error">
          Export failed: {status.error}
        </span>
      )}
    </div>
  );
}

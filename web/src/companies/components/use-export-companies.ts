import { COMPANY_EXPORT_LIMIT, companiesEndpoints } from '@tracker/core/companies';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/client';
import { useClock } from '../../ui/clock/clock-context';
import { errorMessage } from '../../api/error-message';
import type { CompanyFiltersRequest } from '../company-list-params';

/** The export element's states (spec section 4): idle, generating, ready to download, idle. */
export type ExportState =
  | { state: 'idle'; error?: string }
  | { state: 'generating' }
  | { state: 'ready'; url: string; filename: string; total: number | undefined; limited: boolean };

/** How long a downloaded file's blob URL is kept, for the browser to finish saving it. */
const REVOKE_AFTER_MS = 60_000;

/** The file name of an export made on `date`: companies-YYYY-MM-DD.csv, in local time. */
export function exportFilename(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `companies-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** Generates the CSV of the current filter and keeps it as a blob URL until it is downloaded. */
export function useExportCompanies(filters: CompanyFiltersRequest) {
  const clock = useClock();
  const [status, setStatus] = useState<ExportState>({ state: 'idle' });
  // Bumped by every start and by unmounting, so a late answer to an older request is dropped.
  const generation = useRef(0);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const held = urls.current;
    return () => {
      generation.current += 1;
      for (const url of held) URL.revokeObjectURL(url);
    };
  }, []);

  function release(url: string, delay: number) {
    setTimeout(() => {
      URL.revokeObjectURL(url);
      urls.current.delete(url);
    }, delay);
  }

  async function start() {
    if (status.state === 'generating') return;
    if (status.state === 'ready') release(status.url, 0);
    const id = ++generation.current;
    setStatus({ state: 'generating' });
    try {
      const response = await api.raw(companiesEndpoints.exportCompanies, { query: filters });
      const blob = await response.blob();
      if (id !== generation.current) return;
      const header = response.headers.get('x-total-count');
      const total = header !== null && /^\d+$/.test(header) ? Number(header) : undefined;
      const limitedHeader = response.headers.get('x-export-limited');
      const limited = limitedHeader === 'true' || limitedHeader === '1' || (total ?? 0) > COMPANY_EXPORT_LIMIT;
      const url = URL.createObjectURL(new Blob([blob], { type: 'text/csv;charset=utf-8' }));
      urls.current.add(url);
      setStatus({ state: 'ready', url, filename: exportFilename(clock.now()), total, limited });
    } catch (error) {
      if (id === generation.current) setStatus({ state: 'idle', error: errorMessage(error) });
    }
  }

  /** Back to idle once the file is taken (or dismissed); the blob stays a while for the download. */
  function finish() {
    if (status.state === 'ready') release(status.url, REVOKE_AFTER_MS);
    setStatus({ state: 'idle' });
  }

  return { status, start, finish };
}

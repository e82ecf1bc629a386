import { act, fireEvent, screen } from '@testing-library/react';
import type { Clock } from '@tracker/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi, type FakeAnswer, type FakeFetch } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { CommandTitles } from '../../test/commands';
import { ExportCompanies } from './export-companies';
import { exportFilename } from './use-export-companies';

const CSV = 'id,name\n1,Acme\n';

/** Answers the export only when the test says so, to see the generating state. */
function heldExport() {
  let answer: (value: FakeAnswer) => void = () => {};
  const held = new Promise<FakeAnswer>((resolve) => (answer = resolve));
  const api = fakeApi({ 'GET /api/v3/admin/companies/export': () => held });
  return { api, answer: (value: FakeAnswer) => act(async () => answer(value)) };
}

let api: FakeFetch;
// The file is named for the local day of the export.
const sixthOfMayMorning: Clock = { now: () => new Date(2025, 4, 6, 9, 30) };

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:console.test/export-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the export element', () => {
  it('goes from idle to generating to ready to download, then back to idle', async () => {
    const held = heldExport();
    api = held.api;
    vi.stubGlobal('fetch', api);
    renderAt('/companies', <ExportCompanies filters={{ q: 'acme', tags: 'retail,fashion', sort: 'name:asc' }} />, {
      clock: sixthOfMayMorning,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Generating CSV…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);

    await held.answer({ status: 200, body: CSV, headers: { 'x-total-count': '1' } });
    const download = await screen.findByRole('link', { name: 'Download companies-2025-05-06.csv' });
    expect(download.getAttribute('href')).toBe('blob:console.test/export-1');
    expect(download.getAttribute('download')).toBe('companies-2025-05-06.csv');
    expect(screen.getByText('1 company')).toBeTruthy();
    expect(screen.queryByText('Export limited to 9,999')).toBeNull();
    expect(Object.fromEntries(api.requests[0]?.query ?? [])).toMatchObject({ q: 'acme', tags: 'retail,fashion', sort: 'name:asc' });

    // The link lets the browser start the download before the element goes back to idle.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    fireEvent.click(download);
    expect(screen.getByRole('link', { name: /Download/ })).toBeTruthy();
    act(() => {
      vi.runOnlyPendingTimers();
    });

    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the export was limited when the filter matches more than 9,999', async () => {
    const held = heldExport();
    vi.stubGlobal('fetch', held.api);
    renderAt('/companies', <ExportCompanies filters={{}} />);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await held.answer({ status: 200, body: CSV, headers: { 'x-total-count': '12345', 'x-export-limited': 'true' } });

    expect(await screen.findByText('Export limited to 9,999')).toBeTruthy();
    expect(screen.getByText('12,345 companies')).toBeTruthy();
  });

  it('says why an export failed and is ready to try again', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/v3/admin/companies/export': { status: 503, body: errorDocument(503, 'internal', 'Unavailable') } }),
    );
    renderAt('/companies', <ExportCompanies filters={{}} />);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Export failed: The server failed. Nothing you did caused it; if it keeps failing, report it.',
    );
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('can be started from the palette', () => {
    renderAt(
      '/companies',
      <>
        <ExportCompanies filters={{}} />
        <CommandTitles />
      </>,
    );

    expect(screen.getByTestId('commands').textContent).toContain('Export companies (current filter)');
  });

  it('names the file after the local day', () => {
    expect(exportFilename(new Date(2025, 0, 3, 23, 59))).toBe('companies-2025-01-03.csv');
  });
});

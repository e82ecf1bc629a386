import { journeyResource } from '@tracker/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { renderAt } from '../test/render';
import { JourneyImportPage } from './journey-import-page';

afterEach(() => vi.unstubAllGlobals());

const PASTED = ['company_id\tjourney_type\tstart_date\tend_date', '1\tcart_abandoner\t2026-06-01\t2026-06-22', '2\tpurchaser\t\t2026-06-22', '3\tcustom\t2026-06-01\t2026-06-22', '4\tpurchaser\t2026-06-01\t2026-06-22'].join('\n');

describe('the journey import screen', () => {
  it('previews every row, lets one be left out, archives old journeys first, and adds the rest', async () => {
    const api = fakeApi({
      'PUT /api/v3/admin/journeys/archive-old': { status: 200, body: { meta: { message: '2 journeys archived.', archived: 2, ended_before: '2026-05-12' } } },
      'POST /api/v3/admin/journeys': (request) =>
        (request.body as { company_id: number }).company_id === 4
          ? { status: 404, body: { errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: 'No company has the id 4.' }] } }
          : { status: 201, body: { data: journeyResource('9') } },
    });
    vi.stubGlobal('fetch', api);
    renderAt('/journeys/bulk', <JourneyImportPage />);

    fireEvent.change(screen.getByLabelText('Or paste rows'), { target: { value: PASTED } });
    fireEvent.click(screen.getByRole('button', { name: 'Read pasted rows' }));
    const table = screen.getByRole('table', { name: 'Rows to import' });
    expect(within(table).getByText('Skipped: No start_date')).toBeTruthy();
    expect(api.requests).toEqual([]);

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Import row 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create 2 journeys' }));

    expect(await screen.findByText('2 old journeys archived. 1 added, 1 not added, 1 skipped.')).toBeTruthy();
    expect(api.requests[0]).toMatchObject({ method: 'PUT' });
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => (r.body as { company_id: number }).company_id).sort()).toEqual([1, 4]);
    expect(within(table).getByText('Not added: No company has the id 4.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the rows not added' })).toBeTruthy();
  });

  it('keeps create disabled, saying why, until a row is chosen', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderAt('/journeys/bulk', <JourneyImportPage />);
    fireEvent.change(screen.getByLabelText('Or paste rows'), { target: { value: 'company_id,journey_type,start_date,end_date\n1,custom,,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read pasted rows' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Create 0 journeys' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText('Select at least one row to import.')).toBeTruthy();
  });

  it('says why pasted rows cannot be read, and previews nothing', () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderAt('/journeys/bulk', <JourneyImportPage />);

    fireEvent.change(screen.getByLabelText('Or paste rows'), { target: { value: 'company_id,journey_type\n"1,custom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read pasted rows' }));

    expect(screen.getByRole('alert').textContent).toMatch(/^Row 2: /);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeAnswer } from '../test/fake-api';
import { renderAt } from '../test/render';
import { JourneyImportPage } from './journey-import-page';

afterEach(() => vi.unstubAllGlobals());

const PASTED = [
  'company_id\tjourney_type\tstart_date\tend_date',
  '1\tcart_abandoner\t2026-06-01\t2026-06-22',
  '2\tpurchaser\t\t2026-06-22',
  '3\tcustom\t2026-06-01\t2026-06-22',
  '4\tpurchaser\t2026-06-01\t2026-06-22',
].join('\n');

/** `count` whole rows, company 1 on row 2 onwards; the row of company 150 lacks its start date. */
function journeys(count: number): string {
  const rows = Array.from({ length: count }, (_, n) => `${n + 1}\tpurchaser\t${n === 149 ? '' : '2026-06-01'}\t2026-06-22`);
  return ['company_id\tjourney_type\tstart_date\tend_date', ...rows].join('\n');
}

/** Pastes `text` and reads it, as a person does before anything is previewed. */
function paste(text: string) {
  fireEvent.change(screen.getByLabelText('Or paste rows'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Read pasted rows' }));
}

/** Pastes `text` and waits for its rows, read as a file's are (in a worker where there is one). */
async function readPasted(text: string) {
  paste(text);
  await screen.findByRole('table', { name: 'Rows to import' });
}

const CREATES = 'POST /api/v3/admin/journeys/batch';

type Sent = { company_id: number; journey_type: string; start_date: string; end_date: string };
/** The journeys a batch call sent. */
const sent = (request: { body: unknown }) => (request.body as { journeys: Sent[] }).journeys;
/** The companies of every journey sent. */
const companiesSent = (requests: readonly { path: string; body: unknown }[]) =>
  requests.filter((r) => r.path.endsWith('/batch')).flatMap((r) => sent(r).map((j) => j.company_id));

/** Creates journeys, but company 4 does not exist. */
const createJourney = (request: { body: unknown }): FakeAnswer => ({
  status: 200,
  body: {
    results: sent(request).map((journey, i) =>
      journey.company_id === 4
        ? { error: { status: '404', code: 'not_found', title: 'Not found', detail: 'No company has the id 4.' } }
        : { journey_id: String(90 + i) },
    ),
  },
});

/** Creates every journey sent. */
const createAll = (request: { body: unknown }): FakeAnswer => ({
  status: 200,
  body: { results: sent(request).map((_, i) => ({ journey_id: String(90 + i) })) },
});

const rowNumbered = (table: HTMLElement, row: number) =>
  within(table)
    .getByRole('checkbox', { name: `Import row ${row}` })
    .closest('tr') as HTMLElement;

describe('the journey import screen', () => {
  it('previews every row, lets one be left out, archives old journeys first, and adds the rest', async () => {
    const api = fakeApi({
      'PUT /api/v3/admin/journeys/archive-old': {
        status: 200,
        body: { meta: { message: '2 journeys archived.', archived: 2, ended_before: '2026-05-12' } },
      },
      [CREATES]: createJourney,
    });
    vi.stubGlobal('fetch', api);
    renderAt('/journeys/bulk', <JourneyImportPage />);

    await readPasted(PASTED);
    const table = screen.getByRole('table', { name: 'Rows to import' });
    expect(within(table).getByText('Skipped: No start_date')).toBeTruthy();
    expect(api.requests).toEqual([]);

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Import row 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create 2 journeys' }));

    expect(await screen.findByText('2 old journeys archived. 1 added, 1 not added, 1 skipped.')).toBeTruthy();
    expect(api.requests[0]).toMatchObject({ method: 'PUT' });
    expect(companiesSent(api.requests)).toEqual([1, 4]);
    expect(within(table).getByText('Not added: No company has the id 4.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the rows not added' })).toBeTruthy();
  });

  it('says how many of the rows added were there already, as on a second run', async () => {
    // Company 1's journey is there already (409); company 4's is new.
    const again = (request: { body: unknown }): FakeAnswer => ({
      status: 200,
      body: {
        results: sent(request).map((journey, i) =>
          journey.company_id === 1
            ? { error: { status: '409', code: 'conflict', title: 'Conflict', detail: 'Company 1 has this journey already.' } }
            : { journey_id: String(90 + i) },
        ),
      },
    });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'PUT /api/v3/admin/journeys/archive-old': {
          status: 200,
          body: { meta: { message: '0 journeys archived.', archived: 0, ended_before: '2026-05-12' } },
        },
        [CREATES]: again,
      }),
    );
    renderAt('/journeys/bulk', <JourneyImportPage />);
    await readPasted(PASTED);
    const table = screen.getByRole('table', { name: 'Rows to import' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Import row 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create 2 journeys' }));

    expect(await screen.findByText('0 old journeys archived. 2 added (1 already there), 0 not added, 1 skipped.')).toBeTruthy();
    expect(within(table).getByText('Added (already there)')).toBeTruthy();
  });

  it('makes a skipped row importable once its missing field is filled in, from the keyboard', async () => {
    const api = fakeApi({ [CREATES]: createAll });
    vi.stubGlobal('fetch', api);
    renderAt('/journeys/bulk', <JourneyImportPage />);
    await readPasted(PASTED);
    fireEvent.click(screen.getByLabelText('Archive old journeys first'));
    const table = screen.getByRole('table', { name: 'Rows to import' });
    expect(screen.getByRole('button', { name: 'Create 3 journeys' })).toBeTruthy();

    fireEvent.keyDown(within(table).getByRole('checkbox', { name: 'Import row 3' }), { key: 'e' });
    const start = within(table).getByRole('textbox', { name: 'Start date of row 3' });
    expect(document.activeElement).toBe(within(table).getByRole('textbox', { name: 'Company id of row 3' }));
    fireEvent.change(start, { target: { value: '6/1/26' } });
    fireEvent.keyDown(start, { key: 'Enter' });

    // 6/1/26 could be 6 January or June 1, and the sheet's other dates do not say: the screen asks, never guesses.
    expect(within(table).getByText(/could be 6 Jan or Jun 1/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Slash dates'), { target: { value: 'mdy' } });

    expect(within(table).queryByText('Skipped: No start_date')).toBeNull();
    expect((within(table).getByRole('checkbox', { name: 'Import row 3' }) as HTMLInputElement).checked).toBe(true);
    const row3 = within(table).getByRole('checkbox', { name: 'Import row 3' }).closest('tr') as HTMLElement;
    expect(within(row3).getByText('2026-06-01')).toBeTruthy();
    expect(within(row3).getByText('To add')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create 4 journeys' }));

    expect(await screen.findByText('4 added, 0 not added, 0 skipped.')).toBeTruthy();
    expect(api.requests.flatMap(sent)).toContainEqual({
      company_id: 2,
      journey_type: 'purchaser',
      start_date: '2026-06-01',
      end_date: '2026-06-22',
    });
    expect((within(table).getByRole('button', { name: 'Edit row 3' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a row not added once its company is corrected, and adds nothing twice', async () => {
    const api = fakeApi({
      [CREATES]: createJourney,
    });
    vi.stubGlobal('fetch', api);
    renderAt('/journeys/bulk', <JourneyImportPage />);
    await readPasted(PASTED);
    fireEvent.click(screen.getByLabelText('Archive old journeys first'));
    const table = screen.getByRole('table', { name: 'Rows to import' });
    fireEvent.click(screen.getByRole('button', { name: 'Create 3 journeys' }));
    expect(await screen.findByText('2 added, 1 not added, 1 skipped.')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Edit row 5' }));
    const company = within(table).getByRole('textbox', { name: 'Company id of row 5' });
    fireEvent.change(company, { target: { value: '5' } });
    fireEvent.keyDown(company, { key: 'Enter' });
    expect(within(table).queryByText('Not added: No company has the id 4.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create 1 journey' }));

    expect(await screen.findByText('3 added, 0 not added, 1 skipped.')).toBeTruthy();
    expect(within(table).getAllByText('Added')).toHaveLength(3);
    expect(companiesSent(api.requests)).toEqual([1, 3, 4, 5]);
  });

  it('cancels a correction with Escape, and refuses one while journeys are being added', async () => {
    const answers: Array<() => void> = [];
    const api = fakeApi({
      [CREATES]: (request) => new Promise<FakeAnswer>((resolve) => answers.push(() => resolve(createAll(request)))),
    });
    vi.stubGlobal('fetch', api);
    renderAt('/journeys/bulk', <JourneyImportPage />);
    await readPasted(PASTED);
    fireEvent.click(screen.getByLabelText('Archive old journeys first'));
    const table = screen.getByRole('table', { name: 'Rows to import' });

    fireEvent.click(within(table).getByRole('button', { name: 'Edit row 3' }));
    const start = within(table).getByRole('textbox', { name: 'Start date of row 3' });
    fireEvent.change(start, { target: { value: '2026-06-01' } });
    fireEvent.keyDown(start, { key: 'Escape' });
    expect(within(table).getByText('Skipped: No start_date')).toBeTruthy();
    expect(document.activeElement).toBe(within(table).getByRole('button', { name: 'Edit row 3' }));

    fireEvent.click(screen.getByRole('button', { name: 'Create 3 journeys' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect((within(table).getByRole('button', { name: 'Edit row 3' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(within(table).getByRole('checkbox', { name: 'Import row 3' }), { key: 'e' });
    expect(within(table).queryByRole('textbox')).toBeNull();
    act(() => answers.forEach((answer) => answer()));
    expect(await screen.findByText('3 added, 0 not added, 1 skipped.')).toBeTruthy();
  });

  it('offers the rows not added and the skipped ones, each with why, as one download in the sheet’s order', async () => {
    vi.stubGlobal('fetch', fakeApi({ [CREATES]: createJourney }));
    renderAt('/journeys/bulk', <JourneyImportPage />);
    await readPasted(PASTED);
    fireEvent.click(screen.getByLabelText('Archive old journeys first'));
    fireEvent.click(screen.getByRole('button', { name: 'Create 3 journeys' }));
    expect(await screen.findByText('2 added, 1 not added, 1 skipped.')).toBeTruthy();

    const link = screen.getByRole('link', { name: 'Download the rows not added' });
    expect(link.getAttribute('download')).toBe('journeys-not-added.csv');
    const csv = decodeURIComponent((link.getAttribute('href') ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(csv.split('\r\n')).toEqual([
      'row,company_id,journey_type,start_date,end_date,state,error',
      '3,2,purchaser,,2026-06-22,skipped,No start_date',
      '5,4,purchaser,2026-06-01,2026-06-22,not added,No company has the id 4.',
      '',
    ]);
  });

  it('offers the skipped rows for download when every other row was added', async () => {
    vi.stubGlobal('fetch', fakeApi({ [CREATES]: createAll }));
    renderAt('/journeys/bulk', <JourneyImportPage />);
    await readPasted(PASTED);
    fireEvent.click(screen.getByLabelText('Archive old journeys first'));
    fireEvent.click(screen.getByRole('button', { name: 'Create 3 journeys' }));
    expect(await screen.findByText('3 added, 0 not added, 1 skipped.')).toBeTruthy();

    const href = screen.getByRole('link', { name: 'Download the rows not added' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(href)).toContain('3,2,purchaser,,2026-06-22,skipped,No start_date');
  });

  it('loads no other rows while journeys are being added, saying to stop the run first', async () => {
    const answers: Array<() => void> = [];
    const api = fakeApi({ [CREATES]: (request) => new Promise<FakeAnswer>((resolve) => answers.push(() => resolve(createAll(request)))) });
    vi.stubGlobal('fetch', api);
    renderAt('/journeys/bulk', <JourneyImportPage />);
    await readPasted(PASTED);
    fireEvent.click(screen.getByLabelText('Archive old journeys first'));
    // Read, the rows fold the panel away; opened again, it stays open through the run.
    fireEvent.click(screen.getByRole('button', { name: /^Read other rows/ }));
    const file = screen.getByLabelText(/pick one$/) as HTMLInputElement;
    const pasteArea = screen.getByLabelText('Or paste rows') as HTMLTextAreaElement;
    expect(screen.queryByText('Stop the run to load other rows.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create 3 journeys' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));

    expect(screen.getByText('Stop the run to load other rows.')).toBeTruthy();
    expect([
      file.disabled,
      pasteArea.disabled,
      (screen.getByRole('button', { name: 'Read pasted rows' }) as HTMLButtonElement).disabled,
    ]).toEqual([true, true, true]);
    const other = new File(['company_id,journey_type,start_date,end_date\n9,custom,2026-06-01,2026-06-22\n'], 'other.csv', {
      type: 'text/csv',
    });
    fireEvent.drop(file.closest('.panel') as HTMLElement, { dataTransfer: { files: [other] } });
    act(() => answers.forEach((answer) => answer()));

    expect(await screen.findByText('3 added, 0 not added, 1 skipped.')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Rows to import' })).queryByRole('checkbox', { name: 'Import row 5' })).toBeTruthy();
    expect(screen.queryByText('Stop the run to load other rows.')).toBeNull();
    expect([file.disabled, pasteArea.disabled]).toEqual([false, false]);
  });

  it('keeps create disabled, saying why, until a row is chosen', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderAt('/journeys/bulk', <JourneyImportPage />);
    await readPasted('company_id,journey_type,start_date,end_date\n1,custom,,');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Create 0 journeys' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText('Select at least one row to import.')).toBeTruthy();
  });

  it('shows a long sheet a page of 100 rows at a time; ] and [ move, and a row fixed on page 2 stays fixed', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderAt('/journeys/bulk', <JourneyImportPage />);
    await readPasted(journeys(250));
    const table = screen.getByRole('table', { name: 'Rows to import' });

    expect(screen.getByText('Rows 1–100 of 250')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(within(table).queryByRole('checkbox', { name: 'Import row 102' })).toBeNull();
    fireEvent.keyDown(document.body, { key: ']' });
    expect(screen.getByText('Rows 101–200 of 250')).toBeTruthy();
    expect(within(table).queryByRole('checkbox', { name: 'Import row 2' })).toBeNull();
    expect(within(rowNumbered(table, 151)).getByText('Skipped: No start_date')).toBeTruthy();

    fireEvent.keyDown(within(table).getByRole('checkbox', { name: 'Import row 151' }), { key: 'e' });
    const start = within(table).getByRole('textbox', { name: 'Start date of row 151' });
    fireEvent.change(start, { target: { value: '2026-06-02' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    fireEvent.keyDown(document.body, { key: '[' });
    expect(screen.getByText('Rows 1–100 of 250')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(within(rowNumbered(table, 151)).getByText('2026-06-02')).toBeTruthy();
    expect(within(rowNumbered(table, 151)).getByText('To add')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create 250 journeys' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Only rows needing attention (1)'));
    expect(screen.getByText('Rows 1–1 of 1')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('says why pasted rows cannot be read, and previews nothing', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderAt('/journeys/bulk', <JourneyImportPage />);

    paste('company_id,journey_type\n"1,custom');

    expect((await screen.findByRole('alert')).textContent).toMatch(/^Row 2: /);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});

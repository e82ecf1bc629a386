import type { Company, CompanyCandidate } from '@tracker/core/companies';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCommands } from '../../ui/commands/commands-context';
import { fakeApi, userDocument, type FakeAnswer, type FakeFetch, type FakeRequest } from '../../test/fake-api';
import { companyResource } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { companiesCommands } from '../commands';
import { BulkCompanyImportPage } from './bulk-company-import-page';

afterEach(() => vi.unstubAllGlobals());

const PASTED = [
  'Notes\tCompany name\tWebsite',
  'tracked\tAcme Outfitters\tacme.example',
  '\tFresh Brand\tfresh.example',
  '\t\tbroken.example',
  '\tMerged Co\tmerged.example',
  '\t\t42',
  'no domain or name\t\t',
].join('\n');

/** Tracked already: its email signup journey expired, its cart journey healthy, the rest new. */
const ACME = companyResource(7, {
  name: 'Acme Outfitters',
  domain_name: 'acme.example',
  good_fit: true,
  journey_health: { email_subscriber: 'expired', cart_abandoner: null, browse_abandoner: 'dormant', purchaser: 'new', custom: 'new' },
});
const FRESH: CompanyCandidate = {
  domain_name: 'fresh.example',
  name: 'Fresh Brand',
  description: null,
  logo_url: null,
  url: null,
  technologies: [],
  clearbit_tags: [],
};

const LOOKUPS = 'POST /api/v3/admin/companies/lookups';
const CREATES = 'POST /api/v3/admin/companies/batch';

type LookupResult = { data: Company | null; meta: { source: string; candidate?: CompanyCandidate } } | { error: Record<string, string> };
const found = (company: Company): LookupResult => ({ data: company, meta: { source: 'database' } });

/** The lookup as the server answers each value of PASTED. */
function lookupOf(value: string): LookupResult {
  switch (value) {
    case 'acme.example':
      return found(ACME);
    case 'fresh.example':
      return { data: null, meta: { source: 'enrichment', candidate: FRESH } };
    case 'merged.example':
      return found(companyResource(8, { domain_name: 'merged.example', state: 'merged', valid: false }));
    case '42':
      return found(companyResource(42, { state: 'inactive' }));
    default:
      return { error: { status: '404', code: 'not_found', title: 'Not found', detail: 'The enrichment provider timed out.' } };
  }
}

/** The batch lookup answering each value as `lookupOf` does. */
const lookup = (request: FakeRequest): FakeAnswer => ({ status: 200, body: { results: valuesOf(request).map(lookupOf) } });

/** The lookup, also knowing the value a broken row is fixed to. */
const lookupFixed = (request: FakeRequest): FakeAnswer => ({
  status: 200,
  body: {
    results: valuesOf(request).map((value) =>
      value === 'northwind.example' ? found(companyResource(9, { name: 'Northwind', domain_name: 'northwind.example' })) : lookupOf(value),
    ),
  },
});

const valuesOf = (request: FakeRequest) => (request.body as { values: string[] }).values;

/** The import's own calls, its lookups and creates; not the signed-in user, read for its registration domains. */
const importCalls = (api: FakeFetch) => api.requests.filter((r) => r.method === 'POST');

/** What a batch create sends for each company. */
type CreateSent = { company_id?: number; baseEmailDomain?: string };
const companiesOf = (request: FakeRequest) => (request.body as { companies: CreateSent[] }).companies;

/** The batch create: Acme (7) updated, any other company created, each with its journey. */
const create = (request: FakeRequest): FakeAnswer => ({
  status: 200,
  body: {
    results: companiesOf(request).map((company) =>
      company.company_id === 7
        ? {
            company_id: '7',
            domain_name: 'acme.example',
            created: false,
            journeys: [{ id: '70', type: 'email_subscriber' }],
            skipped_journey_types: [],
          }
        : {
            company_id: '99',
            domain_name: 'fresh.example',
            created: true,
            journeys: [{ id: '71', type: 'email_subscriber' }],
            skipped_journey_types: [],
          },
    ),
  },
});

/** A sheet of `count` domains, brand-1.example on row 2 onwards. */
function brands(count: number): string {
  return ['Domain', ...Array.from({ length: count }, (_, n) => `brand-${n + 1}.example`)].join('\n');
}

/** Pastes `text` and waits for its rows, read as a file's are (in a worker where there is one). */
async function pasteRows(text = PASTED) {
  fireEvent.change(await screen.findByLabelText('Or paste rows'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Read pasted rows' }));
  await screen.findByRole('table', { name: 'Rows to import' });
}

const table = () => screen.getByRole('table', { name: 'Rows to import' });
const rowOf = (value: string) => within(table()).getByRole('row', { name: new RegExp(value.replace('.', '\\.')) });
const box = (value: string) => within(rowOf(value)).getByRole('checkbox') as HTMLInputElement;
const createButton = () => screen.getByRole('button', { name: /^Create \d+ journeys?$/ }) as HTMLButtonElement;

async function lookUpAll() {
  fireEvent.click(screen.getByRole('button', { name: 'Look up companies' }));
  await screen.findByText('6 rows: 1 new, 1 found, 1 merged, 1 inactive, 1 not found, 1 skipped.');
}

/** The import screen, its lookups held until the test answers them (`answers`, in the order asked). */
function renderWithHeldLookups() {
  const answers: Array<() => void> = [];
  const api = fakeApi({
    [LOOKUPS]: (request) => new Promise<FakeAnswer>((resolve) => answers.push(() => resolve(lookup(request)))),
  });
  vi.stubGlobal('fetch', api);
  renderAt('/companies/bulk', <BulkCompanyImportPage />);
  return { api, answers };
}

describe('the bulk company import screen', () => {
  it('reads pasted rows, guessing the domain and name columns from the header, and looks nothing up yet', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api);
    renderAt('/companies/bulk', <BulkCompanyImportPage />);

    await pasteRows();

    expect((screen.getByLabelText('Domain column') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Company name column') as HTMLSelectElement).value).toBe('1');
    expect(within(rowOf('acme.example')).getByText('Acme Outfitters')).toBeTruthy();
    expect(within(rowOf('fresh.example')).getByText('Not looked up')).toBeTruthy();
    expect(within(table()).getByText('Skipped: no domain or name')).toBeTruthy();
    expect(importCalls(api)).toEqual([]);
  });

  it('says before any lookup why a value cannot be a domain, sends a URL as its domain and flags repeated companies', async () => {
    const api = fakeApi({ [LOOKUPS]: lookup });
    vi.stubGlobal('fetch', api);
    renderAt('/companies/bulk', <BulkCompanyImportPage />);

    await pasteRows(
      [
        'Website',
        'https://www.acme.example/shop?ref=1',
        'jo@fresh.example',
        '192.168.1.20',
        'localhost',
        '.',
        'a.example;b.example',
        '=HYPERLINK("https://x.example")',
        'ACME.example',
      ].join('\n'),
    );

    const reasonOf = (row: number) => within(table()).getAllByRole('row')[row]?.textContent ?? '';
    expect(within(rowOf('www.acme.example')).getByText('Not looked up')).toBeTruthy();
    expect(reasonOf(2)).toContain("Skipped: is an email address: give the company's domain (fresh.example)");
    expect(reasonOf(3)).toContain('Skipped: is an IP address, not a domain');
    expect(reasonOf(4)).toContain("Skipped: is a name of a local network (localhost), not a company's domain");
    expect(reasonOf(5)).toContain('Skipped: has no letter or digit');
    expect(reasonOf(6)).toContain('Skipped: holds more than one value (separated by ";"): put one company on a row');
    expect(reasonOf(7)).toContain("Skipped: is a formula, not its value: save or paste the sheet's values");
    expect(reasonOf(8)).toContain('Duplicate: repeats row 2');
    expect(importCalls(api)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Look up companies' }));
    await screen.findByText('8 rows: 1 not found, 6 skipped, 1 duplicate.');
    // Only the one row that can be a domain is sent, as its domain.
    expect(importCalls(api).flatMap(valuesOf)).toEqual(['www.acme.example']);
  });

  it('refuses a correction that cannot be a domain, saying why, and keeps a URL as its domain', async () => {
    const api = fakeApi({ [LOOKUPS]: lookupFixed });
    vi.stubGlobal('fetch', api);
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows();

    fireEvent.keyDown(
      within(table())
        .getByRole('row', { name: /Skipped: no domain or name/ })
        .querySelector('input')!,
      { key: 'e' },
    );
    const field = screen.getByRole('textbox', { name: 'Domain or name of row 7' });
    fireEvent.change(field, { target: { value: 'sales@northwind.example' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("This is an email address: give the company's domain (northwind.example).")).toBeTruthy();

    fireEvent.change(field, { target: { value: 'https://northwind.example/about' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Look up companies' }));

    await screen.findByText('6 rows: 1 new, 2 found, 1 merged, 1 inactive, 1 not found.');
    expect(importCalls(api).flatMap(valuesOf)).toContain('northwind.example');
  });

  it('reads a file picked from disk the same way', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    const file = new File(['Domain,Brand\nacme.example,Acme\n'], 'companies.csv', { type: 'text/csv' });

    fireEvent.change(await screen.findByLabelText(/pick one$/), { target: { files: [file] } });

    expect(await screen.findByRole('table', { name: 'Rows to import' })).toBeTruthy();
    expect((screen.getByLabelText('Domain column') as HTMLSelectElement).value).toBe('0');
    expect((screen.getByLabelText('Company name column') as HTMLSelectElement).value).toBe('1');
  });

  it('looks every row up with the options, filling in its state; a failed lookup leaves the row not found', async () => {
    const api = fakeApi({ [LOOKUPS]: lookup });
    vi.stubGlobal('fetch', api);
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows();
    fireEvent.click(screen.getByLabelText('Stats'));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-05-31' } });

    await lookUpAll();

    expect(within(rowOf('acme.example')).getByText('Found')).toBeTruthy();
    expect(within(rowOf('fresh.example')).getByText('New')).toBeTruthy();
    expect(within(rowOf('merged.example')).getByText('Merged')).toBeTruthy();
    expect(within(rowOf('42')).getByText('Inactive')).toBeTruthy();
    expect(within(rowOf('broken.example')).getByText('Not found')).toBeTruthy();
    expect(within(rowOf('broken.example')).getByText(/The enrichment provider timed out/)).toBeTruthy();
    expect(importCalls(api).map((r) => r.body)).toEqual([
      {
        values: ['acme.example', 'fresh.example', 'broken.example', 'merged.example', '42'],
        clearbit: true,
        stats: true,
        end_date: '2026-05-31',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Download the rows not imported' })).toBeTruthy();
  });

  it('stops looking up when asked, leaving the rows not started to resume', async () => {
    const { api, answers } = renderWithHeldLookups();
    await pasteRows(brands(150));

    fireEvent.click(screen.getByRole('button', { name: 'Look up companies' }));
    // 25 rows a call, four calls at a time: the rest wait.
    await waitFor(() => expect(importCalls(api)).toHaveLength(4));
    expect(screen.getByRole('status').textContent).toBe('Looking up: 0 of 150 companies done…');
    fireEvent.click(screen.getByRole('button', { name: 'Stop looking up' }));
    act(() => answers.forEach((answer) => answer()));

    expect(await screen.findByRole('button', { name: 'Resume lookup' })).toBeTruthy();
    expect(importCalls(api).map((r) => valuesOf(r).length)).toEqual([25, 25, 25, 25]);
    fireEvent.keyDown(document.body, { key: ']' });
    expect(within(rowOf('brand-101.example')).getByText('Not looked up')).toBeTruthy();
    expect(within(rowOf('brand-150.example')).getByText('Not looked up')).toBeTruthy();
  });

  it('does not let a row that is invalid, merged, inactive or not found be selected, even by select all', async () => {
    vi.stubGlobal('fetch', fakeApi({ [LOOKUPS]: lookup }));
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows();
    await lookUpAll();

    for (const value of ['merged.example', '42', 'broken.example'])
      expect([value, box(value).disabled, box(value).checked]).toEqual([value, true, false]);
    fireEvent.click(box('acme.example'));
    fireEvent.click(box('fresh.example'));
    expect([box('acme.example').checked, box('fresh.example').checked]).toEqual([false, false]);

    fireEvent.keyDown(document.body, { key: 'a' });

    expect([box('acme.example').checked, box('fresh.example').checked, box('merged.example').checked]).toEqual([true, true, false]);
  });

  it('counts the journeys to create from the checked journey types and healths', async () => {
    vi.stubGlobal('fetch', fakeApi({ [LOOKUPS]: lookup }));
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows();
    await lookUpAll();
    const types = screen.getByRole('group', { name: 'Journey types' });
    const healths = screen.getByRole('group', { name: 'Journey healths' });

    // Free account signup: Acme's expired, Fresh Brand is new.
    expect(createButton().textContent).toBe('Create 2 journeys');
    // Cart abandoner: Acme's is healthy, so only Fresh Brand gets one.
    fireEvent.click(within(types).getByLabelText('Cart abandoner'));
    expect(createButton().textContent).toBe('Create 3 journeys');
    fireEvent.click(within(healths).getByLabelText('New'));
    expect(createButton().textContent).toBe('Create 1 journey');
    expect(within(rowOf('acme.example')).getByText('Free account signup')).toBeTruthy();
    fireEvent.click(within(healths).getByLabelText('Expired'));
    expect(createButton().textContent).toBe('Create 0 journeys');
    expect(screen.getByText('No selected company needs a journey of the checked types and healths.')).toBeTruthy();
  });

  it('keeps create disabled, saying why, while no company is selected or no journey type is checked', async () => {
    vi.stubGlobal('fetch', fakeApi({ [LOOKUPS]: lookup }));
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows();
    expect(createButton().disabled).toBe(true);
    expect(screen.getByText('Select at least one company to create.')).toBeTruthy();
    await lookUpAll();
    expect(createButton().disabled).toBe(false);

    fireEvent.click(within(screen.getByRole('group', { name: 'Journey types' })).getByLabelText('Free account signup'));
    expect(createButton().disabled).toBe(true);
    expect(createButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Check at least one journey type.')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('group', { name: 'Journey types' })).getByLabelText('Purchaser'));
    fireEvent.click(box('acme.example'));
    fireEvent.click(box('fresh.example'));
    expect(createButton().disabled).toBe(true);
    expect(screen.getByText('Select at least one company to create.')).toBeTruthy();
  });

  it('creates the selected companies with their journeys as core plans them, and each row ends created or updated', async () => {
    const api = fakeApi({ [LOOKUPS]: lookup, [CREATES]: create });
    vi.stubGlobal('fetch', api);
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows();
    await lookUpAll();
    fireEvent.click(screen.getByLabelText('Prioritized'));

    fireEvent.keyDown(document.body, { key: 'c' });

    expect(await screen.findByText('6 rows: 1 merged, 1 inactive, 1 not found, 1 created, 1 updated, 1 skipped.')).toBeTruthy();
    const journeys = [{ type: 'email_subscriber', description: 'Newsletter signup' }];
    const shared = { journeys, prioritized: false, baseEmailDomain: 'inbox.tracker.example', force: true };
    expect(api.requests.filter((r) => r.path.endsWith('/batch')).map((r) => r.body)).toEqual([
      {
        companies: [
          { company_id: 7, ...shared },
          { domain_name: 'fresh.example', name: 'Fresh Brand', ...shared },
        ],
      },
    ]);
    expect(within(rowOf('acme.example')).getByText('Updated')).toBeTruthy();
    expect(within(rowOf('fresh.example')).getByText('Created')).toBeTruthy();
    expect([box('acme.example').disabled, box('fresh.example').disabled]).toEqual([true, true]);
    expect(createButton().disabled).toBe(true);
    expect((within(rowOf('acme.example')).getByRole('button', { name: 'Edit row 2' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts the journeys’ inboxes on the registration domain chosen among those the server offers, its first by default', async () => {
    const api = fakeApi({
      'GET /api/v1/data': {
        status: 200,
        body: { ...userDocument(true), meta: { registration_domains: ['signup.brand.example', 'news.brand.example'] } },
      },
      [LOOKUPS]: lookup,
      [CREATES]: create,
    });
    vi.stubGlobal('fetch', api);
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows();
    await lookUpAll();

    const domain = screen.getByLabelText('Base email domain') as HTMLSelectElement;
    await waitFor(() => expect([...domain.options].map((o) => o.value)).toEqual(['signup.brand.example', 'news.brand.example']));
    expect(domain.value).toBe('signup.brand.example');
    fireEvent.change(domain, { target: { value: 'news.brand.example' } });
    fireEvent.click(createButton());

    expect(await screen.findByText('6 rows: 1 merged, 1 inactive, 1 not found, 1 created, 1 updated, 1 skipped.')).toBeTruthy();
    const sent = api.requests.filter((r) => r.path.endsWith('/batch')).flatMap(companiesOf);
    expect(sent.map((company) => company.baseEmailDomain)).toEqual(['news.brand.example', 'news.brand.example']);
  });

  it('fixes a row not found in the preview, and the next lookup looks up only that row and finds it', async () => {
    const api = fakeApi({ [LOOKUPS]: lookupFixed });
    vi.stubGlobal('fetch', api);
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows();
    await lookUpAll();

    fireEvent.click(within(rowOf('broken.example')).getByRole('button', { name: 'Edit row 4' }));
    const field = screen.getByRole('textbox', { name: 'Domain or name of row 4' });
    fireEvent.change(field, { target: { value: 'northwind.example' } });
    fireEvent.keyDown(field, { key: 'Enter' });

    expect(within(rowOf('northwind.example')).getByText('Not looked up')).toBeTruthy();
    expect(within(rowOf('acme.example')).getByText('Found')).toBeTruthy();
    expect(document.activeElement).toBe(within(rowOf('northwind.example')).getByRole('button', { name: 'Edit row 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Look up 1 corrected row' }));

    expect(await within(rowOf('northwind.example')).findByText('Found')).toBeTruthy();
    expect(within(rowOf('northwind.example')).getByRole('link', { name: 'Northwind' })).toBeTruthy();
    expect(importCalls(api).slice(1).flatMap(valuesOf)).toEqual(['northwind.example']);
    expect(within(rowOf('fresh.example')).getByText('New')).toBeTruthy();
    expect(box('northwind.example').disabled).toBe(false);
  });

  it('gives a skipped row a value from the keyboard, and looks it up with the rest', async () => {
    const api = fakeApi({ [LOOKUPS]: lookupFixed });
    vi.stubGlobal('fetch', api);
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows();

    const skipped = within(table()).getByRole('row', { name: /Skipped: no domain or name/ });
    fireEvent.keyDown(within(skipped).getByRole('checkbox'), { key: 'e' });
    const field = screen.getByRole('textbox', { name: 'Domain or name of row 7' });
    fireEvent.change(field, { target: { value: 'northwind.example' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Look up companies' }));

    await screen.findByText('6 rows: 1 new, 2 found, 1 merged, 1 inactive, 1 not found.');
    expect(importCalls(api).flatMap(valuesOf)).toContain('northwind.example');
  });

  it('cancels an edit with Escape, leaving the row as it was and the focus on it', async () => {
    const api = fakeApi({ [LOOKUPS]: lookup });
    vi.stubGlobal('fetch', api);
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows();
    await lookUpAll();

    fireEvent.keyDown(box('broken.example'), { key: 'Enter' });
    const field = screen.getByRole('textbox', { name: 'Domain or name of row 4' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'northwind.example' } });
    fireEvent.keyDown(field, { key: 'Escape' });

    expect(screen.queryByRole('textbox', { name: 'Domain or name of row 4' })).toBeNull();
    expect(within(rowOf('broken.example')).getByText('Not found')).toBeTruthy();
    expect(document.activeElement).toBe(within(rowOf('broken.example')).getByRole('button', { name: 'Edit row 4' }));
    expect(screen.getByRole('button', { name: 'Look up again' })).toBeTruthy();
  });

  it('refuses an edit while a lookup is running, and closes an editor left open', async () => {
    const { api, answers } = renderWithHeldLookups();
    await pasteRows();
    fireEvent.click(within(rowOf('broken.example')).getByRole('button', { name: 'Edit row 4' }));

    fireEvent.click(screen.getByRole('button', { name: 'Look up companies' }));
    await waitFor(() => expect(importCalls(api)).toHaveLength(1));

    expect(screen.queryByRole('textbox', { name: 'Domain or name of row 4' })).toBeNull();
    expect((within(rowOf('broken.example')).getByRole('button', { name: 'Edit row 4' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(box('fresh.example'), { key: 'e' });
    expect(screen.queryByRole('textbox', { name: /^Domain or name/ })).toBeNull();
    act(() => answers.forEach((answer) => answer()));
    expect(await screen.findByRole('button', { name: 'Look up again' })).toBeTruthy();
  });

  it('loads no other rows while a lookup is running, saying to stop it first', async () => {
    const { api, answers } = renderWithHeldLookups();
    await pasteRows();
    // Read, the rows fold the panel away; opened again, it stays open through the run.
    fireEvent.click(screen.getByRole('button', { name: /^Read other rows/ }));
    const file = screen.getByLabelText(/pick one$/) as HTMLInputElement;
    const pasteArea = screen.getByLabelText('Or paste rows') as HTMLTextAreaElement;

    fireEvent.click(screen.getByRole('button', { name: 'Look up companies' }));
    await waitFor(() => expect(importCalls(api)).toHaveLength(1));

    expect(screen.getByText('Stop the run to load other rows.')).toBeTruthy();
    expect([
      file.disabled,
      pasteArea.disabled,
      (screen.getByRole('button', { name: 'Read pasted rows' }) as HTMLButtonElement).disabled,
    ]).toEqual([true, true, true]);
    const other = new File(['Domain\nnorthwind.example\n'], 'other.csv', { type: 'text/csv' });
    fireEvent.drop(file.closest('.panel') as HTMLElement, { dataTransfer: { files: [other] } });
    act(() => answers.forEach((answer) => answer()));

    expect(await screen.findByText('6 rows: 1 new, 1 found, 1 merged, 1 inactive, 1 not found, 1 skipped.')).toBeTruthy();
    expect(within(table()).queryByRole('row', { name: /northwind\.example/ })).toBeNull();
    expect(screen.queryByText('Stop the run to load other rows.')).toBeNull();
    expect([file.disabled, pasteArea.disabled]).toEqual([false, false]);
  });

  it('shows a long sheet a page of 100 rows at a time, moved by the buttons and by ] and [', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows(brands(250));

    expect(screen.getByText('Rows 1–100 of 250')).toBeTruthy();
    expect(within(table()).getAllByRole('row')).toHaveLength(101);
    expect(rowOf('brand-1.example')).toBeTruthy();
    expect(within(table()).queryByRole('row', { name: /brand-101\.example/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Rows 101–200 of 250')).toBeTruthy();
    expect(rowOf('brand-101.example')).toBeTruthy();
    expect(within(table()).queryByRole('row', { name: /brand-1\.example/ })).toBeNull();

    fireEvent.keyDown(document.body, { key: ']' });
    expect(screen.getByText('Rows 201–250 of 250')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document.body, { key: '[' });
    fireEvent.keyDown(document.body, { key: '[' });
    expect(screen.getByText('Rows 1–100 of 250')).toBeTruthy();
  });

  it('keeps a row fixed on the second page fixed when the pages move, and can show only the rows needing attention', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderAt('/companies/bulk', <BulkCompanyImportPage />);
    await pasteRows(brands(250));
    // The page keys come with the pager, once the rows are checked.
    await screen.findByText('Rows 1–100 of 250');
    fireEvent.keyDown(document.body, { key: ']' });

    fireEvent.keyDown(box('brand-150.example'), { key: 'e' });
    const field = screen.getByRole('textbox', { name: 'Domain or name of row 151' });
    fireEvent.change(field, { target: { value: 'northwind.example' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.keyDown(document.body, { key: '[' });
    fireEvent.keyDown(document.body, { key: ']' });

    expect(within(rowOf('northwind.example')).getByText('Not looked up')).toBeTruthy();
    expect(within(table()).queryByRole('row', { name: /brand-150\.example/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Look up companies' })).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Only rows needing attention (1)'));
    expect(screen.getByText('Rows 1–1 of 1')).toBeTruthy();
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(rowOf('northwind.example')).toBeTruthy();
  });

  it('is reached from anywhere with "Import companies" (g then b)', () => {
    function Shell() {
      const [, navigate] = useLocation();
      useCommands(companiesCommands({ navigate, openPaletteAt: () => {} }));
      return null;
    }
    const { currentPath } = renderAt('/registrations', <Shell />);

    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'b' });

    expect(currentPath()).toBe('/companies/bulk');
  });
});

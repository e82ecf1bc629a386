import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, stubApi } from '../../test/fake-api';
import { companyResource, groupResource, listOf } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { CompaniesSearch } from './companies-search';

const ACME = companyResource('7', { name: 'Acme', domain_name: 'acme.example' });
const BOLT = companyResource('9', { name: 'Bolt', domain_name: 'bolt.example' });

afterEach(() => vi.unstubAllGlobals());

/** A file as a browser gives it; jsdom's File has no arrayBuffer(), so it is added here. */
function textFile(text: string, name: string): File {
  const bytes = new TextEncoder().encode(text);
  return Object.assign(new File([bytes], name), { arrayBuffer: async () => bytes.buffer });
}

const names = (onSelect: ReturnType<typeof vi.fn>) =>
  (onSelect.mock.calls.at(-1)?.[0] as { attributes: { name: string } }[]).map((c) => c.attributes.name);

describe('the companies search', () => {
  it('finds companies as you type and hands back the one chosen', async () => {
    const api = stubApi({ 'GET /api/v3/admin/companies': { status: 200, body: listOf([ACME, BOLT]) } });
    const onSelect = vi.fn();
    renderAt('/', <CompaniesSearch onSelect={onSelect} />);

    fireEvent.change(screen.getByLabelText('Search companies to add'), { target: { value: 'b' } });
    fireEvent.click(await screen.findByText('Bolt'));

    expect(names(onSelect)).toEqual(['Bolt']);
    expect(api.requests[0]?.query.get('q')).toBe('b');
  });

  it('resolves pasted domains in bulk, listing what it found and what it did not', async () => {
    stubApi({
      'GET /api/v3/admin/companies/lookup': (request) => {
        const q = request.query.get('q');
        if (q === 'acme.example') return { status: 200, body: { data: ACME, meta: { source: 'database' } } };
        if (q === '9') return { status: 200, body: { data: BOLT, meta: { source: 'database' } } };
        if (q === 'broken.example') return { status: 500, body: errorDocument(500, 'internal', 'Oops') };
        return { status: 200, body: { data: null, meta: { source: 'database' } } };
      },
    });
    const onSelect = vi.fn();
    renderAt('/', <CompaniesSearch onSelect={onSelect} actionLabel="Add to group" />);

    fireEvent.click(screen.getByLabelText('Bulk'));
    fireEvent.change(screen.getByLabelText('Domains or names'), {
      target: { value: 'acme.example\nnowhere.example, 9\nbroken.example\nACME.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find companies' }));

    expect(await screen.findByText('2 found, 2 not found')).toBeTruthy();
    expect(screen.getByText('nowhere.example')).toBeTruthy();
    expect(screen.getByText('broken.example')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Bolt (9)'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to group (1)' }));

    expect(names(onSelect)).toEqual(['Acme']);
  });

  it('takes all the companies of a group in the groups focus', async () => {
    const api = stubApi({
      'GET /api/v3/groups': { status: 200, body: listOf([groupResource('4', { name: 'Retail', companies_count: 2 })]) },
      'GET /api/v3/groups/4/companies': { status: 200, body: listOf([ACME, BOLT]) },
    });
    const onSelect = vi.fn();
    renderAt('/', <CompaniesSearch onSelect={onSelect} />);

    fireEvent.click(screen.getByLabelText('Groups'));
    fireEvent.change(screen.getByLabelText('Search groups'), { target: { value: 'ret' } });
    fireEvent.click(await screen.findByText('Retail'));

    await waitFor(() => expect(onSelect).toHaveBeenCalled());
    expect(names(onSelect)).toEqual(['Acme', 'Bolt']);
    expect(api.requests.find((r) => r.path === '/api/v3/groups/4/companies')?.query.get('size')).toBe('250');
  });

  it('reads the values to look up from a CSV file, taking the column its header names', async () => {
    stubApi({});
    renderAt('/', <CompaniesSearch onSelect={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('Bulk'));

    const file = textFile('Owner,Website\nada,acme.example\nbob,\ncy,bolt.example\n', 'brands.csv');
    fireEvent.change(screen.getByLabelText('Or open a file'), { target: { files: [file] } });

    await waitFor(() =>
      expect((screen.getByLabelText('Domains or names') as HTMLTextAreaElement).value).toBe('acme.example\nbolt.example'),
    );
  });

  it('says why a file cannot be read', async () => {
    stubApi({});
    renderAt('/', <CompaniesSearch onSelect={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('Bulk'));

    fireEvent.change(screen.getByLabelText('Or open a file'), { target: { files: [textFile('%PDF', 'brands.pdf')] } });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'brands.pdf: Cannot read .pdf files: use .xlsx, .xlsm, .xlsb, .xls, .ods, .csv, .tsv, .txt.',
    );
  });

  it('holds pasted text to the limits of an import, unclosed quote or not, and says which it passed', () => {
    stubApi({});
    renderAt('/', <CompaniesSearch onSelect={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('Bulk'));

    fireEvent.change(screen.getByLabelText('Domains or names'), { target: { value: `acme.example\n"${'x'.repeat(10_001)}` } });

    expect(screen.getByRole('alert').textContent).toMatch(/^A cell of more than 10,000 characters at row 2/);
    expect((screen.getByRole('button', { name: 'Find companies' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

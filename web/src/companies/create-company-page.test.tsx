import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi, type FakeRequest } from '../test/fake-api';
import { companyResource } from '../test/fixtures';
import { renderAt } from '../test/render';
import { CreateCompanyPage } from './create-company-page';

const ACME = companyResource('7', { name: 'Acme', domain_name: 'acme.example' });
const CONFLICT = 'acme.example is already the domain of Acme (id 7). Send force to use that company.';

afterEach(() => vi.unstubAllGlobals());

function submitDomain(domain: string) {
  fireEvent.change(screen.getByLabelText('Domain'), { target: { value: domain } });
  fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
}

describe('creating a company', () => {
  it('opens the new company', async () => {
    const api = fakeApi({ 'POST /api/v3/admin/companies': { status: 201, body: { data: companyResource('9') } } });
    vi.stubGlobal('fetch', api);
    const { currentPath } = renderAt('/companies/create', <CreateCompanyPage />);

    fireEvent.click(screen.getByLabelText('Purchaser'));
    submitDomain('new.example');

    await vi.waitFor(() => expect(currentPath()).toBe('/companies/9'));
    expect(api.requests[0]?.body).toEqual({
      domain_name: 'new.example',
      journeys: ['purchaser'],
      prioritized: true,
      baseEmailDomain: 'inbox.tracker.example',
    });
  });

  it('shows a conflict in a modal with the existing company, and can create anyway', async () => {
    const posts: FakeRequest[] = [];
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/v3/admin/companies': (request) => {
          posts.push(request);
          return (request.body as { force?: boolean }).force
            ? { status: 201, body: { data: ACME } }
            : { status: 409, body: errorDocument(409, 'conflict', 'Conflict', CONFLICT, '/domain_name') };
        },
        'GET /api/v3/admin/companies/lookup': { status: 200, body: { data: ACME, meta: { source: 'database' } } },
      }),
    );
    const { currentPath } = renderAt('/companies/create', <CreateCompanyPage />);

    submitDomain('acme.example');

    const dialog = await screen.findByRole('dialog', { name: 'Could not create the company' });
    expect(within(dialog).getByRole('alert').textContent).toBe('A company with this domain already exists.');
    expect(await within(dialog).findByRole('button', { name: 'Open Acme' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create anyway' }));

    await vi.waitFor(() => expect(currentPath()).toBe('/companies/7'));
    expect(posts.map((post) => post.body)).toEqual([{ domain_name: 'acme.example' }, { domain_name: 'acme.example', force: true }]);
  });

  it('opens the company that has the domain from the conflict', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/v3/admin/companies': { status: 409, body: errorDocument(409, 'conflict', 'Conflict', CONFLICT, '/domain_name') },
        'GET /api/v3/admin/companies/lookup': { status: 200, body: { data: ACME, meta: { source: 'database' } } },
      }),
    );
    const { currentPath } = renderAt('/companies/create', <CreateCompanyPage />);
    submitDomain('acme.example');

    fireEvent.click(await screen.findByRole('button', { name: 'Open Acme' }));

    expect(currentPath()).toBe('/companies/7');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows any other failure in the modal only, once', async () => {
    const detail = '"not a domain" is not a domain name such as brand.com.';
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/v3/admin/companies': { status: 422, body: errorDocument(422, 'invalid_input', 'Invalid', detail, '/domain_name') },
      }),
    );
    renderAt('/companies/create', <CreateCompanyPage />);

    submitDomain('not a domain');

    const dialog = await screen.findByRole('dialog', { name: 'Could not create the company' });
    expect(within(dialog).getByRole('alert').textContent).toBe(detail);
    expect(within(dialog).queryByRole('button', { name: 'Create anyway' })).toBeNull();
    expect(screen.getAllByText(detail)).toHaveLength(1);
  });

  it('asks for a domain or a name before calling the server', () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api);
    renderAt('/companies/create', <CreateCompanyPage />);

    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));

    expect(screen.getByText('Give a domain or a name')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });
});

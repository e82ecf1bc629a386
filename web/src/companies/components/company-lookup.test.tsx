import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi } from '../../test/fake-api';
import { companyResource } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { CompanyLookup } from './company-lookup';

afterEach(() => vi.unstubAllGlobals());

function lookUp(domain: string) {
  fireEvent.change(screen.getByLabelText('Domain to look up'), { target: { value: domain } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
}

describe('the lookup on the companies list', () => {
  it('shows the existing company with a link', async () => {
    const api = fakeApi({
      'GET /api/v3/admin/companies/lookup': {
        status: 200,
        body: { data: companyResource('7', { name: 'Acme' }), meta: { source: 'database' } },
      },
    });
    vi.stubGlobal('fetch', api);
    renderAt('/companies', <CompanyLookup />);

    lookUp('acme.example');

    expect((await screen.findByRole('link', { name: 'Acme' })).getAttribute('href')).toBe('/companies/7');
    expect(Object.fromEntries(api.requests[0]?.query ?? [])).toMatchObject({ q: 'acme.example', clearbit: 'true', current: 'true' });
  });

  it('offers to create what enrichment found, and opens it once created', async () => {
    const candidate = {
      domain_name: 'new.example',
      name: 'New Brand',
      description: null,
      logo_url: null,
      url: 'http://new.example/',
      technologies: [{ name: 'Klaviyo', type: 'esp' }],
      clearbit_tags: [],
    };
    const api = fakeApi({
      'GET /api/v3/admin/companies/lookup': { status: 200, body: { data: null, meta: { source: 'enrichment', candidate } } },
      'POST /api/v3/admin/companies': { status: 201, body: { data: companyResource('12', { name: 'New Brand' }) } },
    });
    vi.stubGlobal('fetch', api);
    const { currentPath } = renderAt('/companies', <CompanyLookup />);

    lookUp('new.example');
    expect(await screen.findByText('No description available')).toBeTruthy();
    expect(screen.getByText('Technologies: Klaviyo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create New Brand' }));

    await vi.waitFor(() => expect(currentPath()).toBe('/companies/12'));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ domain_name: 'new.example', name: 'New Brand' });
  });

  it('says when nothing is known about a domain, with a way to create it by hand', async () => {
    const detail = 'Could not reach nothing.example: no such host';
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/v3/admin/companies/lookup': { status: 404, body: errorDocument(404, 'not_found', 'Not found', detail) } }),
    );
    renderAt('/companies', <CompanyLookup />);

    lookUp('nothing.example');

    expect(await screen.findByText(`Nothing found: ${detail}`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create it by hand' }).getAttribute('href')).toBe('/companies/create?domain=nothing.example');
  });
});

import { listResource } from '@tracker/core/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { listOf } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { AddToListForm } from './add-to-list-form';

const GUID = '3f1c2a9e-6b0d-4f7e-9a51-2c8d7e4b6a10';

afterEach(() => vi.unstubAllGlobals());

describe('adding an email to a list', () => {
  it('says when more lists exist than it offers, finds others by name, and adds the email to the one chosen', async () => {
    const first = Array.from({ length: 100 }, (_, i) => listResource(i + 1, { name: `List ${String(i + 1).padStart(3, '0')}` }));
    const spring = listResource(140, { name: 'Spring sales', admin: true });
    const api = fakeApi({
      'GET /api/v3/lists': (request) =>
        request.query.get('q') === 'spring'
          ? { status: 200, body: listOf([spring], { size: 100 }) }
          : { status: 200, body: listOf(first, { size: 100, total: 150, pages: 2 }) },
      'POST /api/v3/lists/140/add': { status: 200, body: { data: spring } },
      [`GET /api/v1/emails/${GUID}`]: { status: 404, body: { errors: [] } },
    });
    vi.stubGlobal('fetch', api);
    renderAt('/', <AddToListForm guid={GUID} findRef={createRef()} />);

    expect(await screen.findByText('Showing the first 100 of 150 lists by name: type part of a name to find the others.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find a list'), { target: { value: 'spring' } });
    await screen.findByRole('option', { name: 'Spring sales (admin)' });
    fireEvent.change(screen.getByLabelText('Add to list'), { target: { value: '140' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ guid: GUID }));
    expect(api.requests.find((r) => r.method === 'POST')?.path).toBe('/api/v3/lists/140/add');
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });
});

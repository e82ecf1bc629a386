import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeFetch } from '../test/fake-api';
import { renderAt } from '../test/render';
import { RecapPage } from './recap-page';

afterEach(() => vi.unstubAllGlobals());

const RECAP = '/api/v1/admin/registrations/recap';
const TOO_LONG = 'A recap covers at most 366 days; 1000-01-01 to 9000-01-01 is 2922007: narrow the range';

function stub(): FakeFetch {
  const api = fakeApi({
    [RECAP]: (request) =>
      request.query.get('from') === '1000-01-01'
        ? {
            status: 422,
            body: {
              errors: [{ status: '422', code: 'invalid_input', title: 'Invalid input', detail: TOO_LONG, source: { parameter: 'to' } }],
            },
          }
        : {
            status: 200,
            body: {
              data: [],
              meta: {
                from: request.query.get('from') ?? '2026-04-29',
                to: request.query.get('to') ?? '2026-05-12',
                totals: { created: 0, claimed: 0, completed: 0 },
              },
            },
          },
  });
  vi.stubGlobal('fetch', api);
  return api;
}

describe('the registration recap', () => {
  it('asks for the days the URL names, and shows a range the server refuses beside the field to fix', async () => {
    stub();
    renderAt('/registrations/recap?from=1000-01-01&to=9000-01-01', <RecapPage />);

    expect((await screen.findByRole('alert')).textContent).toContain(TOO_LONG);
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBeNull();
  });

  it('takes the range from its date fields', async () => {
    const api = stub();
    renderAt('/registrations/recap', <RecapPage />);
    await screen.findByText(/From 2026-04-29 to 2026-05-12/);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });

    await waitFor(() => expect(api.requests.at(-1)?.query.get('from')).toBe('2026-05-01'));
    await screen.findByText(/From 2026-05-01 to 2026-05-12/);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { SendTimeHeatMap } from './send-time-heat-map';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the send-time heat map', () => {
  it('shows each day and hour with its emails, the busiest darkest', async () => {
    const cells = [
      { day: 2, hour: 9, emails: 4 },
      { day: 0, hour: 18, emails: 1 },
    ];
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/v3/admin/companies/7/send-times': {
          status: 200,
          body: { data: { id: '7', type: 'company_send_times', attributes: { zone: 'UTC', total: 5, cells } } },
        },
      }),
    );
    renderAt('/companies/7', <SendTimeHeatMap companyId="7" />);

    expect(await screen.findByText('5 emails by day and hour sent, UTC')).toBeTruthy();
    const busiest = screen.getByLabelText('Tue 9:00: 4 emails');
    const quiet = screen.getByLabelText('Sun 18:00: 1 email');
    expect(Number(busiest.style.opacity)).toBe(1);
    expect(Number(quiet.style.opacity)).toBeLessThan(1);
    expect(Number(screen.getByLabelText('Mon 3:00: 0 emails').style.opacity)).toBeLessThan(Number(quiet.style.opacity));
  });
});

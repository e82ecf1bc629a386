import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClassifierModelDocument } from '@tracker/core/suggestions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { renderAt } from '../test/render';
import { ClassifierPage } from './classifier-page';

const metric = (type: 'welcome' | 'birthday', precision: number | null, recall: number | null) => ({
  type,
  support: 4,
  predicted: 4,
  correct: 3,
  precision,
  recall,
});

function model(version: number): ClassifierModelDocument {
  return {
    data: {
      id: String(version),
      type: 'classifier_models',
      attributes: {
        version,
        trained_at: '2026-05-12T11:00:00.000Z',
        seed: 1,
        trained_on: 80,
        held_out: 20,
        vocabulary: 300,
        types: ['welcome'],
        metrics: [metric('welcome', 0.75, 1)],
        rules_metrics: [metric('welcome', 1, 0.5), metric('birthday', null, 0)],
      },
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the classifier screen', () => {
  it('shows the current version and each type’s precision and recall beside the rules’, and trains a new version', async () => {
    const api = fakeApi({
      'GET /api/v1/admin/classifier/model': { status: 200, body: model(3) },
      'POST /api/v1/admin/classifier/train': { status: 201, body: model(4) },
    });
    vi.stubGlobal('fetch', api);
    renderAt('/classifier', <ClassifierPage />);

    const summary = await screen.findByLabelText('Current model');
    expect(within(summary).getByText('3')).toBeTruthy();
    const welcome = screen.getByRole('row', { name: /Welcome/ });
    expect(
      within(welcome)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '75%', '100%', '100%', '50%']);
    expect(
      within(screen.getByRole('row', { name: /Birthday/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '–', '–', '–', '0%']);

    fireEvent.click(screen.getByRole('button', { name: 'Train now' }));

    await waitFor(() => expect(within(screen.getByLabelText('Current model')).getByText('4')).toBeTruthy());
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/v1/admin/classifier/train']);
  });

  it('says suggestions come from the rules alone before the first training', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/v1/admin/classifier/model': { status: 200, body: { data: null } } }));
    renderAt('/classifier', <ClassifierPage />);
    expect(await screen.findByText(/No model trained yet/)).toBeTruthy();
  });
});

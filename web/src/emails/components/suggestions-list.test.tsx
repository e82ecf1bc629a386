import { useQuery } from '@tanstack/react-query';
import { emailDetailDocument } from '@tracker/core/testing';
import type { Classification } from '@tracker/core/emails';
import type { EmailSuggestion } from '@tracker/core/suggestions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeFetch } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { emailQueries } from '../queries';
import { ClassificationsEditor } from './classifications-editor';

const GUID = 'a1b2c3';
const SUGGESTIONS = `/api/v2/admin/emails/${GUID}/suggestions`;

const suggestion = (type: EmailSuggestion['type'], score: number): EmailSuggestion => ({
  type,
  score,
  source: 'suggested',
  origin: 'rules',
  model_version: null,
});

/** The server: the email with a welcome and a cart suggestion; accepting makes a manual classification. */
function stub(): FakeFetch {
  const server: { classifications: Classification[]; suggestions: EmailSuggestion[] } = {
    classifications: [],
    suggestions: [suggestion('welcome', 0.85), suggestion('cart_abandon', 0.8)],
  };
  const doc = () => emailDetailDocument('1', { guid: GUID, classifications: server.classifications, suggestions: server.suggestions });
  const api = fakeApi({
    [`GET /api/v1/emails/${GUID}`]: () => ({ status: 200, body: doc() }),
    [`PUT ${SUGGESTIONS}`]: (request) => {
      const { type, decision } = request.body as { type: EmailSuggestion['type']; decision: string };
      server.suggestions = server.suggestions.filter((s) => s.type !== type);
      if (decision === 'accept') server.classifications = [...server.classifications, { type, score: 1, source: 'manual', labeled: true }];
      return { status: 200, body: doc() };
    },
  });
  vi.stubGlobal('fetch', api);
  return api;
}

function Editor() {
  const email = useQuery(emailQueries.detail(GUID));
  if (!email.data) return null;
  const { classifications, suggestions } = email.data.data.attributes;
  return <ClassificationsEditor guid={GUID} classifications={classifications} suggestions={suggestions} />;
}

const suggested = () =>
  within(screen.getByRole('region', { name: 'Suggested' }))
    .getAllByRole('listitem')
    .map((li) => li.firstElementChild?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('suggested classifications in the editor', () => {
  it('accepts the first suggestion with y: it becomes a manual classification', async () => {
    const api = stub();
    renderAt(`/emails/${GUID}`, <Editor />);
    await screen.findByRole('region', { name: 'Suggested' });
    expect(suggested()).toEqual(['Welcome', 'Cart abandon']);

    fireEvent.keyDown(document.body, { key: 'y' });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Welcome: applies' })).toBeTruthy());
    expect(screen.getByText('set by hand')).toBeTruthy();
    expect(suggested()).toEqual(['Cart abandon']);
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ type: 'welcome', decision: 'accept' }]);
  });

  it('rejects the first suggestion with n, adding no classification', async () => {
    const api = stub();
    renderAt(`/emails/${GUID}`, <Editor />);
    await screen.findByRole('region', { name: 'Suggested' });

    fireEvent.keyDown(document.body, { key: 'n' });

    await waitFor(() => expect(suggested()).toEqual(['Cart abandon']));
    expect(screen.getByText('Not classified.')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ type: 'welcome', decision: 'reject' }]);
  });
});

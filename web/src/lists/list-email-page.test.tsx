import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeFetch } from '../test/fake-api';
import { emailResource, listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { listComment, listDetailDocument, listEmailResource, listResource } from './list-fixtures';
import { ListEmailPage } from './list-email-page';

afterEach(() => vi.unstubAllGlobals());

const LIST = listResource('5', { name: 'Best welcomes' });
const EMAIL = emailResource('9', { subject: 'Welcome aboard' });
const COMMENTS = [
  listComment('3', { body: 'Strong subject lines' }),
  listComment('4', { body: 'Great hero image', email_guid: 'email-9' }),
];

function stub(answers: Parameters<typeof fakeApi>[0] = {}): FakeFetch {
  const api = fakeApi({
    'GET /api/v3/lists/5': { status: 200, body: listDetailDocument(LIST, [listEmailResource('9')], COMMENTS) },
    'GET /api/v1/emails/email-9': {
      status: 200,
      body: {
        data: {
          ...EMAIL,
          attributes: {
            ...EMAIL.attributes,
            lists: [{ id: '5', name: 'Best welcomes', admin: true }],
            stuck: false,
            rendered_url: null,
            mime_url: null,
            size: 0,
            suggestions: [],
            platform: null,
            authentication: null,
            unsubscribe: null,
          },
        },
      },
    },
    'GET /api/v3/lists': { status: 200, body: listOf([LIST]) },
    ...answers,
  });
  vi.stubGlobal('fetch', api);
  return api;
}

const open = () => renderAt('/lists/5/emails/email-9', <ListEmailPage params={{ list_id: '5', guid: 'email-9' }} />);
const calls = (api: FakeFetch, method: string) => api.requests.filter((r) => r.method === method);

describe('an email within a list', () => {
  it('shows the email with the way back to its list and the list’s comments on it, and comments on it', async () => {
    const api = stub({
      'POST /api/v3/lists/5/comments': {
        status: 201,
        body: {
          data: {
            id: '7',
            type: 'list_comments',
            attributes: { body: 'Reuse', email_guid: 'email-9', user_email: null, created_at: '2025-03-04T09:00:00.000Z' },
          },
        },
      },
    });
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome aboard' })).toBeTruthy();
    const [back] = screen.getAllByRole('link', { name: 'Best welcomes' });
    expect(back?.className).toBe('back-link');
    expect(back?.getAttribute('href')).toBe('/lists/5');
    const comments = within(await screen.findByRole('list', { name: 'Comments' }));
    expect(comments.getByText('Great hero image')).toBeTruthy();
    expect(comments.queryByText('Strong subject lines')).toBeNull();

    fireEvent.change(screen.getByLabelText('Comment on this email'), { target: { value: 'Reuse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));

    await waitFor(() => expect(calls(api, 'POST').map((r) => r.body)).toEqual([{ body: 'Reuse', guid: 'email-9' }]));
  });

  it('takes the email out of the list once confirmed, and goes back to the list', async () => {
    const api = stub({ 'DELETE /api/v3/lists/5/remove': { status: 200, body: { data: LIST } } });
    const { currentPath } = open();

    fireEvent.click(await screen.findByRole('button', { name: 'Remove from list' }));
    expect(calls(api, 'DELETE')).toEqual([]);
    const dialog = within(screen.getByRole('dialog', { name: 'Remove email from list' }));
    expect(dialog.getByText('Remove “Welcome aboard” from the list Best welcomes?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove email' }));

    await waitFor(() => expect(currentPath()).toBe('/lists/5'));
    expect(calls(api, 'DELETE').map((r) => r.query.get('guid'))).toEqual(['email-9']);
  });

  it('asks before removing it with the Delete key', async () => {
    const api = stub();
    open();
    await screen.findByRole('button', { name: 'Remove from list' });

    fireEvent.keyDown(document.body, { key: 'Delete' });

    expect(screen.getByRole('dialog', { name: 'Remove email from list' })).toBeTruthy();
    expect(calls(api, 'DELETE')).toEqual([]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi, type FakeFetch } from '../test/fake-api';
import { renderAt } from '../test/render';
import { listComment, listDetailDocument, listEmailResource, listResource } from './list-fixtures';
import { ListPage } from './list-page';

afterEach(() => vi.unstubAllGlobals());

const LIST = listResource('5', { name: 'Best welcomes', state: 'draft', emails_count: 2, updated_at: '2025-03-02T09:00:00.000Z' });
const EMAILS = [listEmailResource('9', { subject: 'Welcome aboard' }), listEmailResource('8', { subject: 'Meet the team' })];
const COMMENTS = [
  listComment('3', { body: 'Strong subject lines' }),
  listComment('4', { body: 'Great hero image', email_guid: 'email-9' }),
];
const DETAIL = listDetailDocument(LIST, EMAILS, COMMENTS);

function stub(answers: Parameters<typeof fakeApi>[0] = {}): FakeFetch {
  const api = fakeApi({ 'GET /api/v3/lists/5': { status: 200, body: DETAIL }, ...answers });
  vi.stubGlobal('fetch', api);
  return api;
}

const open = (path = '/lists/5') => renderAt(path, <ListPage params={{ list_id: '5' }} />);
const detailQuery = (api: FakeFetch) =>
  Object.fromEntries(
    [...(api.requests.filter((r) => r.path === '/api/v3/lists/5').at(-1)?.query ?? [])].filter(([key]) => key !== 'admin'),
  );
const emailsTable = async () => within(await screen.findByRole('grid', { name: 'Emails of this list' }));
const calls = (api: FakeFetch, method: string) => api.requests.filter((r) => r.method === method);

describe('a list’s screen', () => {
  it('lists its emails newest added first, each leading to the email within the list, and sorts them from a header', async () => {
    const api = stub();
    const { currentPath } = open();

    const subject = await (await emailsTable()).findByRole('link', { name: 'Welcome aboard' });
    expect(subject.getAttribute('href')).toBe('/lists/5/emails/email-9');
    expect(detailQuery(api)).toEqual({ sort: 'added_at:desc', page: '1', size: '25' });

    fireEvent.click(screen.getByRole('button', { name: /^Sent/ }));

    expect(currentPath()).toBe('/lists/5?sort=sent_at:desc');
    await waitFor(() => expect(detailQuery(api)).toEqual({ sort: 'sent_at:desc', page: '1', size: '25' }));
  });

  it('saves the fields that changed, showing the new name at once', async () => {
    const saved = listResource('5', {
      ...LIST.attributes,
      name: 'Best welcome emails',
      state: 'published',
      no_index: true,
      updated_at: '2025-03-03T09:00:00.000Z',
    });
    let served = DETAIL;
    let answer: () => void = () => undefined;
    const api = stub({
      'GET /api/v3/lists/5': () => ({ status: 200, body: served }),
      'PATCH /api/v1/admin/lists/5': () =>
        new Promise((resolve) => {
          answer = () => {
            served = listDetailDocument(saved, EMAILS, COMMENTS);
            resolve({ status: 200, body: { data: saved } });
          };
        }),
    });
    open();
    const form = within(await screen.findByRole('form', { name: 'Edit list' }));

    fireEvent.change(form.getByLabelText('Name'), { target: { value: ' Best welcome emails ' } });
    fireEvent.change(form.getByLabelText('State'), { target: { value: 'published' } });
    fireEvent.click(form.getByLabelText('No index'));
    fireEvent.click(form.getByRole('button', { name: 'Save list' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Best welcome emails' })).toBeTruthy();
    await waitFor(() => expect(calls(api, 'PATCH')).toHaveLength(1));
    expect(calls(api, 'PATCH')[0]?.body).toEqual({ name: 'Best welcome emails', state: 'published', no_index: true });
    answer();

    // Saved, the form starts over from what the server holds: nothing left to save.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save list' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText(/^Published · Curated · Featured · No index/)).toBeTruthy();
  });

  it('goes back to the saved name and keeps the draft when the server refuses it', async () => {
    stub({
      'PATCH /api/v1/admin/lists/5': {
        status: 422,
        body: errorDocument(422, 'invalid_input', 'Invalid input', 'Give the list a name', '/name'),
      },
    });
    open();
    const form = within(await screen.findByRole('form', { name: 'Edit list' }));

    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Renamed' } });
    fireEvent.click(form.getByRole('button', { name: 'Save list' }));

    expect(await screen.findByText('Give the list a name')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Best welcomes');
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('Renamed');
  });

  it('removes an email from the list only once the removal is confirmed', async () => {
    const api = stub({ 'DELETE /api/v3/lists/5/remove': { status: 200, body: { data: LIST } } });
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Welcome aboard' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove email from list' }));
    expect(dialog.getByText('Remove “Welcome aboard” from the list Best welcomes?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(calls(api, 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Welcome aboard' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Remove email from list' })).getByRole('button', { name: 'Remove email' }));

    await waitFor(() => expect(calls(api, 'DELETE')).toHaveLength(1));
    expect(calls(api, 'DELETE')[0]?.query.get('guid')).toBe('email-9');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before removing the active email with the Delete key', async () => {
    const api = stub();
    open();
    await (await emailsTable()).findByRole('link', { name: 'Welcome aboard' });

    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'Delete' });

    expect(screen.getByRole('dialog', { name: 'Remove email from list' }).textContent).toContain('Welcome aboard');
    expect(calls(api, 'DELETE')).toEqual([]);
  });

  it('adds a comment, and removes one only once the removal is confirmed', async () => {
    const api = stub({
      'POST /api/v3/lists/5/comments': {
        status: 201,
        body: {
          data: {
            id: '6',
            type: 'list_comments',
            attributes: { body: 'Use for the deck', email_guid: null, user_email: null, created_at: '2025-03-04T09:00:00.000Z' },
          },
        },
      },
      'DELETE /api/v3/lists/5/comments/3': { status: 204 },
    });
    open();

    fireEvent.change(await screen.findByLabelText('Comment on this list'), { target: { value: ' Use for the deck ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(calls(api, 'POST')).toHaveLength(1));
    expect(calls(api, 'POST')[0]?.body).toEqual({ body: 'Use for the deck' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove the comment “Strong subject lines”' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove comment' }));
    expect(dialog.getByText(/Remove this comment from the list\?/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls(api, 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the comment “Strong subject lines”' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Remove comment' })).getByRole('button', { name: 'Remove comment' }));

    await waitFor(() => expect(calls(api, 'DELETE').map((r) => r.path)).toEqual(['/api/v3/lists/5/comments/3']));
  });

  it('names the email a comment is about, linking to it within the list', async () => {
    stub();
    open();

    const comments = within(await screen.findByRole('list', { name: 'Comments' }));
    expect(comments.getByRole('link', { name: 'Welcome aboard' }).getAttribute('href')).toBe('/lists/5/emails/email-9');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Industry, VerticalResource } from '@tracker/core/industries';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi, type FakeFetch, type FakeRequest } from '../test/fake-api';
import { listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { CommandTitles } from '../test/commands';
import { IndustriesPage } from './industries-page';

function industry(id: string, name: string, vertical: VerticalResource | null): Industry {
  return {
    id,
    type: 'industries',
    attributes: {
      name,
      verticalId: vertical?.id ?? null,
      vertical_name: vertical?.attributes.name ?? null,
      updated_at: '2026-05-12T12:00:00.000Z',
    },
  };
}

function vertical(id: string, name: string, industries: number, companies: number): VerticalResource {
  return { id, type: 'verticals', attributes: { name, industries_count: industries, companies_count: companies } };
}

const APPAREL = vertical('1', 'Apparel', 2, 12);
const TRAVEL = vertical('2', 'Travel', 1, 1);
const INDUSTRIES = [industry('10', 'Footwear', APPAREL), industry('11', 'Hotels', TRAVEL), industry('12', 'Jewelry', null)];

afterEach(() => vi.unstubAllGlobals());

function stub(answers: Parameters<typeof fakeApi>[0] = {}): FakeFetch {
  const api = fakeApi({
    'GET /api/v1/admin/industries': { status: 200, body: listOf(INDUSTRIES, { size: 100 }) },
    'GET /api/v1/admin/verticals': { status: 200, body: listOf([APPAREL, TRAVEL], { size: 250 }) },
    ...answers,
  });
  vi.stubGlobal('fetch', api);
  return api;
}

const queryOf = (request: FakeRequest | undefined) => Object.fromEntries([...(request?.query ?? [])].filter(([key]) => key !== 'admin'));
const calls = (api: FakeFetch, method: string, path: string | RegExp) =>
  api.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
const picker = (name: string) => screen.getByLabelText(`Vertical of ${name}`) as HTMLSelectElement;
const shown = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;

async function openIndustries(path = '/industries') {
  const view = renderAt(
    path,
    <>
      <IndustriesPage />
      <CommandTitles separator=" | " />
    </>,
  );
  await screen.findByText('Footwear');
  await waitFor(() => expect(picker('Hotels').options.length).toBe(3));
  return view;
}

describe('the industries screen', () => {
  it('lists industries by name with their vertical, and the verticals with their counts', async () => {
    const api = stub();
    await openIndustries();

    expect(shown(picker('Footwear'))).toBe('Apparel');
    expect(shown(picker('Hotels'))).toBe('Travel');
    expect(shown(picker('Jewelry'))).toBe('No vertical');
    expect(queryOf(calls(api, 'GET', '/api/v1/admin/industries').at(-1))).toEqual({ page: '1', size: '100' });
    const verticals = within(screen.getByRole('table', { name: 'Verticals' }));
    expect(verticals.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'VerticalIndustriesCompaniesActions',
      'Apparel212Remove',
      'Travel11Remove',
    ]);
  });

  it('searches by name and narrows to one vertical through the URL', async () => {
    const api = stub();
    const { currentPath } = await openIndustries('/industries?q=foot');

    expect(queryOf(calls(api, 'GET', '/api/v1/admin/industries').at(-1))).toEqual({ q: 'foot', page: '1', size: '100' });
    fireEvent.change(screen.getByLabelText('Vertical'), { target: { value: '1' } });

    expect(currentPath()).toBe('/industries?q=foot&vertical_id=1');
    await waitFor(() =>
      expect(queryOf(calls(api, 'GET', '/api/v1/admin/industries').at(-1))).toEqual({
        q: 'foot',
        vertical_id: '1',
        page: '1',
        size: '100',
      }),
    );
  });

  it('changes an industry’s vertical at once, saves it, and refreshes the verticals’ counts', async () => {
    let save: (() => void) | undefined;
    const api = stub({
      'PATCH /api/v1/admin/industries/12': () =>
        new Promise((resolve) => {
          save = () => resolve({ status: 200, body: { data: industry('12', 'Jewelry', APPAREL) } });
        }),
    });
    await openIndustries();
    const verticalCalls = calls(api, 'GET', '/api/v1/admin/verticals').length;

    fireEvent.change(picker('Jewelry'), { target: { value: '1' } });

    // Shown before the server answers.
    await waitFor(() => expect(shown(picker('Jewelry'))).toBe('Apparel'));
    await waitFor(() => expect(calls(api, 'PATCH', '/api/v1/admin/industries/12')).toHaveLength(1));
    expect(calls(api, 'PATCH', '/api/v1/admin/industries/12')[0]?.body).toEqual({ verticalId: 1 });
    act(() => save?.());
    await waitFor(() => expect(calls(api, 'GET', '/api/v1/admin/verticals').length).toBeGreaterThan(verticalCalls));
  });

  it('takes a vertical off an industry with "No vertical"', async () => {
    const api = stub({ 'PATCH /api/v1/admin/industries/10': { status: 200, body: { data: industry('10', 'Footwear', null) } } });
    await openIndustries();

    fireEvent.change(picker('Footwear'), { target: { value: '' } });

    await waitFor(() => expect(calls(api, 'PATCH', '/api/v1/admin/industries/10')[0]?.body).toEqual({ verticalId: null }));
  });

  it('puts the vertical back and says why when the server refuses the change', async () => {
    stub({
      'PATCH /api/v1/admin/industries/11': {
        status: 404,
        body: errorDocument(404, 'not_found', 'Not found', 'No vertical has the id 1.', '/verticalId'),
      },
    });
    await openIndustries();

    fireEvent.change(picker('Hotels'), { target: { value: '1' } });

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Could not change the vertical of Hotels: No vertical has the id 1.',
    );
    await waitFor(() => expect(shown(picker('Hotels'))).toBe('Travel'));
  });
});

describe('adding a vertical', () => {
  it('sends the name, empties the field and lists the new vertical', async () => {
    const BEAUTY = vertical('3', 'Beauty', 0, 0);
    let added = false;
    const api = stub({
      'POST /api/v1/admin/verticals': () => {
        added = true;
        return { status: 201, body: { data: BEAUTY } };
      },
      'GET /api/v1/admin/verticals': () => ({
        status: 200,
        body: listOf(added ? [APPAREL, BEAUTY, TRAVEL] : [APPAREL, TRAVEL], { size: 250 }),
      }),
    });
    await openIndustries();

    fireEvent.change(screen.getByLabelText('New vertical'), { target: { value: '  Beauty ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add vertical' }));

    expect(await screen.findByText('Added the vertical Beauty.')).toBeTruthy();
    expect(calls(api, 'POST', '/api/v1/admin/verticals')[0]?.body).toEqual({ name: 'Beauty' });
    expect((screen.getByLabelText('New vertical') as HTMLInputElement).value).toBe('');
    expect(await within(screen.getByRole('table', { name: 'Verticals' })).findByText('Beauty')).toBeTruthy();
    await waitFor(() => expect(picker('Jewelry').options.length).toBe(4));
  });

  it('shows the server’s refusal at the field and keeps what was typed', async () => {
    stub({
      'POST /api/v1/admin/verticals': {
        status: 409,
        body: errorDocument(409, 'conflict', 'Conflict', 'A vertical is already called Travel.', '/name'),
      },
    });
    await openIndustries();

    fireEvent.change(screen.getByLabelText('New vertical'), { target: { value: 'Travel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add vertical' }));

    expect(await screen.findByText('A vertical is already called Travel.')).toBeTruthy();
    expect((screen.getByLabelText('New vertical') as HTMLInputElement).value).toBe('Travel');
    expect(screen.getByLabelText('New vertical').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('removing a vertical', () => {
  it('asks first, saying what it does to industries and companies; Cancel removes nothing', async () => {
    const api = stub();
    await openIndustries();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Apparel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove vertical' });
    expect(
      within(dialog).getByText('Remove the vertical Apparel? 2 industries will have no vertical, and 12 companies lose it.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(api, 'DELETE', /verticals/)).toEqual([]);
  });

  it('removes it once confirmed and shows its industries without a vertical', async () => {
    let removed = false;
    const api = stub({
      'DELETE /api/v1/admin/verticals/2': () => {
        removed = true;
        return { status: 204 };
      },
      'GET /api/v1/admin/industries': () => ({
        status: 200,
        body: listOf(removed ? [INDUSTRIES[0]!, industry('11', 'Hotels', null), INDUSTRIES[2]!] : INDUSTRIES, { size: 100 }),
      }),
      'GET /api/v1/admin/verticals': () => ({ status: 200, body: listOf(removed ? [APPAREL] : [APPAREL, TRAVEL], { size: 250 }) }),
    });
    await openIndustries();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Travel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove vertical' });
    expect(within(dialog).getByText('Remove the vertical Travel? 1 industry will have no vertical, and 1 company loses it.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove vertical' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(api, 'DELETE', '/api/v1/admin/verticals/2')).toHaveLength(1);
    await waitFor(() => expect(shown(picker('Hotels'))).toBe('No vertical'));
    expect(within(screen.getByRole('table', { name: 'Verticals' })).queryByText('Travel')).toBeNull();
  });

  it('keeps the dialog open with the server’s message when the removal fails', async () => {
    stub({
      'DELETE /api/v1/admin/verticals/1': { status: 404, body: errorDocument(404, 'not_found', 'Not found', 'No vertical has the id 1.') },
    });
    await openIndustries();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Apparel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove vertical' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove vertical' }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'No vertical has the id 1.');
  });
});

describe('the industries screen from the keyboard', () => {
  const commandTitles = () => screen.getByTestId('commands').textContent?.split(' | ') ?? [];

  it('offers adding a vertical and removing each one in the palette', async () => {
    stub();
    await openIndustries();

    await waitFor(() =>
      expect(commandTitles()).toEqual(expect.arrayContaining(['Add vertical', 'Remove vertical Apparel', 'Remove vertical Travel'])),
    );
  });

  it('a focuses the new vertical’s name', async () => {
    stub();
    await openIndustries();

    fireEvent.keyDown(document.body, { key: 'a' });

    expect(document.activeElement).toBe(screen.getByLabelText('New vertical'));
  });

  it('changes the active row’s vertical: j picks a row, v puts focus on its vertical', async () => {
    stub();
    await openIndustries();
    expect(commandTitles().some((title) => title.startsWith('Change vertical'))).toBe(false);

    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(commandTitles()).toContain('Change vertical of Hotels'));
    fireEvent.keyDown(document.body, { key: 'v' });

    expect(document.activeElement).toBe(picker('Hotels'));
  });
});

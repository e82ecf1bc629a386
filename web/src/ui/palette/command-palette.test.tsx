import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellCommands } from '../../app/shell-commands';
import { NO_SHELL_ACTIONS } from '../../test/commands';
import { fakeApi } from '../../test/fake-api';
import { findRecords } from '../../app/find-records';
import { companyResource, listOf } from '../../test/fixtures';
import { hit, searchAnswer } from '../../test/search-hits';
import { renderAt } from '../../test/render';
import type { FindRecords } from '../commands/command-registry';
import { CommandPalette } from './command-palette';

function Palette({ onClose = () => {}, findRecords }: { onClose?: () => void; findRecords?: FindRecords }) {
  useShellCommands(NO_SHELL_ACTIONS);
  return <CommandPalette onClose={onClose} findRecords={findRecords} />;
}

function search(text: string) {
  fireEvent.change(screen.getByPlaceholderText('Type a command or search…'), { target: { value: text } });
}

describe('the command palette', () => {
  it('opens in a dialog with the search field focused', () => {
    renderAt('/registrations', <Palette />);

    const input = screen.getByPlaceholderText('Type a command or search…');
    expect(screen.getByRole('dialog', { name: 'Command palette' }).contains(input)).toBe(true);
    expect(document.activeElement).toBe(input);
  });

  it.each(['cmp', 'compn'])('ranks Companies first for %s', async (query) => {
    renderAt('/registrations', <Palette />);

    search(query);

    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^Companies/));
  });

  it('shows each command’s shortcut', () => {
    renderAt('/registrations', <Palette />);

    const companies = screen.getAllByRole('option').find((option) => option.textContent?.startsWith('Companies'));

    expect(companies?.textContent).toBe('Companiesgc');
  });

  it('runs the chosen command with Enter and closes', async () => {
    const onClose = vi.fn();
    const { currentPath } = renderAt('/registrations', <Palette onClose={onClose} />);
    search('compn');
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^Companies/));

    fireEvent.keyDown(screen.getByPlaceholderText('Type a command or search…'), { key: 'Enter' });

    expect(onClose).toHaveBeenCalled();
    // Once the screen's code is here: until then the current screen stays.
    await waitFor(() => expect(currentPath()).toBe('/companies'));
  });

  describe('going to a company', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('searches companies by name or domain as the user types, and opens the one chosen', async () => {
      const fetch = fakeApi({
        'GET /api/v3/admin/companies': (request) => ({
          status: 200,
          body: listOf(request.query.get('q') === 'acm' ? [companyResource('7', { name: 'Acme', domain_name: 'acme.example' })] : []),
        }),
      });
      vi.stubGlobal('fetch', fetch);
      const onClose = vi.fn();
      const { currentPath } = renderAt('/registrations', <Palette onClose={onClose} />);

      search('go to company');
      fireEvent.keyDown(screen.getByPlaceholderText('Type a command or search…'), { key: 'Enter' });
      const input = screen.getByPlaceholderText('Company name or domain…');
      fireEvent.change(input, { target: { value: 'a' } });
      fireEvent.change(input, { target: { value: 'acm' } });

      await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toBe('Acmeacme.example'));
      fireEvent.keyDown(input, { key: 'Enter' });

      expect(onClose).toHaveBeenCalled();
      expect(currentPath()).toBe('/companies/7');
      expect(fetch.requests.map((r) => r.query.get('q'))).toEqual(['acm']);
    });

    it('says when no company matches, and goes back to the commands on Backspace', async () => {
      vi.stubGlobal('fetch', fakeApi({ 'GET /api/v3/admin/companies': { status: 200, body: listOf([]) } }));
      renderAt('/registrations', <Palette />);
      search('go to company');
      fireEvent.keyDown(screen.getByPlaceholderText('Type a command or search…'), { key: 'Enter' });
      const input = screen.getByPlaceholderText('Company name or domain…');

      fireEvent.change(input, { target: { value: 'zzz' } });
      expect(await screen.findByText('No company matches.')).toBeTruthy();

      fireEvent.change(input, { target: { value: '' } });
      fireEvent.keyDown(input, { key: 'Backspace' });
      expect(screen.getByPlaceholderText('Type a command or search…')).toBeTruthy();
    });
  });

  describe('finding records from the first page', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('lists the companies and groups that match the name, and opens the one chosen with Enter', async () => {
      vi.stubGlobal(
        'fetch',
        fakeApi({
          'GET /api/v2/search': (request) =>
            searchAnswer(
              request.query.get('q') === 'north'
                ? [
                    hit('companies', '7', 'Northwind', 'northwind.example', 'prefix'),
                    hit('groups', '4', 'North brands', 'Global group', 'prefix'),
                  ]
                : [],
            ),
        }),
      );
      const onClose = vi.fn();
      const { currentPath } = renderAt('/registrations', <Palette onClose={onClose} findRecords={findRecords} />);

      search('north');

      await waitFor(() =>
        expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
          'Northwindnorthwind.example',
          'North brandsGlobal group',
        ]),
      );
      const headings = [...document.querySelectorAll('[cmdk-group-heading]')].map((heading) => heading.textContent);
      expect(headings).toEqual(['Companies', 'Groups']);
      fireEvent.keyDown(screen.getByPlaceholderText('Type a command or search…'), { key: 'Enter' });
      expect(onClose).toHaveBeenCalled();
      expect(currentPath()).toBe('/companies/7');
    });

    it('keeps the last results listed while the next ones load', async () => {
      let answerNext: () => void = () => {};
      const fetch = fakeApi({
        'GET /api/v2/search': (request) => {
          const answer = searchAnswer([hit('companies', '7', 'Northwind', 'northwind.example', 'prefix')]);
          if (request.query.get('q') === 'nort') return answer;
          return new Promise((resolve) => (answerNext = () => resolve(answer)));
        },
      });
      vi.stubGlobal('fetch', fetch);
      renderAt('/registrations', <Palette findRecords={findRecords} />);
      search('nort');
      await screen.findByText('Northwind');

      search('northw');
      await waitFor(() => expect(fetch.requests.map((request) => request.query.get('q'))).toContain('northw'));

      expect(screen.getByText('Northwind')).toBeTruthy();
      expect(screen.queryByText(/Searching/)).toBeNull();
      answerNext();
    });
  });
});

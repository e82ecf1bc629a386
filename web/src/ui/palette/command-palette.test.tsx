import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useShellCommands } from '../../app/shell-commands';
import { renderAt } from '../../test/render';
import { CommandPalette } from './command-palette';

function Palette({ onClose = () => {} }: { onClose?: () => void }) {
  useShellCommands({ togglePalette: () => {}, showShortcuts: () => {}, signOut: () => {} });
  return <CommandPalette onClose={onClose} />;
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

    expect(companies?.textContent).toBe('CompaniesGC');
  });

  it('runs the chosen command with Enter and closes', async () => {
    const onClose = vi.fn();
    const { currentPath } = renderAt('/registrations', <Palette onClose={onClose} />);
    search('compn');
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^Companies/));

    fireEvent.keyDown(screen.getByPlaceholderText('Type a command or search…'), { key: 'Enter' });

    expect(onClose).toHaveBeenCalled();
    expect(currentPath()).toBe('/companies');
  });
});

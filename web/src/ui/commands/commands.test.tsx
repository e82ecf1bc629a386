import { act, fireEvent, render, screen } from '@testing-library/react';
import { CommandInput, CommandItem, CommandList, CommandRoot } from 'cmdk';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'wouter';
import { renderAt } from '../../test/render';
import type { Command } from './command-registry';
import { CommandProvider, useCommands, useRegisteredCommands } from './commands-context';

function Titles() {
  return (
    <p data-testid="titles">
      {useRegisteredCommands()
        .map((command) => command.title)
        .join(', ')}
    </p>
  );
}

function Screen({ commands }: { commands: Command[] }) {
  useCommands(commands);
  return null;
}

function GoToCompanies() {
  const [, navigate] = useLocation();
  useCommands([{ id: 'go.companies', title: 'Companies', group: 'Go to', shortcut: ['g', 'c'], perform: () => navigate('/companies') }]);
  return <input aria-label="Search" />;
}

describe('the command registry', () => {
  it('lists the commands of mounted screens and forgets them on unmount', () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Screen commands={[{ id: 'help', title: 'Help', group: 'General', perform: () => {} }]} />
          {open && <Screen commands={[{ id: 'export', title: 'Export companies', group: 'Companies', perform: () => {} }]} />}
          <button onClick={() => setOpen(false)}>Leave</button>
          <Titles />
        </>
      );
    }
    render(
      <CommandProvider>
        <Page />
      </CommandProvider>,
    );
    expect(screen.getByTestId('titles').textContent).toBe('Help, Export companies');

    fireEvent.click(screen.getByText('Leave'));

    expect(screen.getByTestId('titles').textContent).toBe('Help');
  });

  it('runs the latest perform without re-registering on every render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <CommandProvider>
        <Screen commands={[{ id: 'save', title: 'Save', group: 'Company', shortcut: 's', perform: first }]} />
      </CommandProvider>,
    );
    view.rerender(
      <CommandProvider>
        <Screen commands={[{ id: 'save', title: 'Save', group: 'Company', shortcut: 's', perform: second }]} />
      </CommandProvider>,
    );

    fireEvent.keyDown(document.body, { key: 's' });

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('goes to companies on g then c', () => {
    const { currentPath } = renderAt('/registrations', <GoToCompanies />);

    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'c' });

    expect(currentPath()).toBe('/companies');
  });

  it('leaves the keys alone while the user types in a field', () => {
    const { currentPath } = renderAt('/registrations', <GoToCompanies />);
    const field = screen.getByLabelText('Search');

    fireEvent.keyDown(field, { key: 'g' });
    fireEvent.keyDown(field, { key: 'c' });

    expect(currentPath()).toBe('/registrations');
  });

  it('still opens the palette with Ctrl+K from inside a field', () => {
    const open = vi.fn();
    render(
      <CommandProvider>
        <Screen commands={[{ id: 'palette', title: 'Open command palette', group: 'General', shortcut: 'mod+k', perform: open }]} />
        <textarea aria-label="Notes" />
      </CommandProvider>,
    );

    const event = fireEvent.keyDown(screen.getByLabelText('Notes'), { key: 'k', ctrlKey: true });

    expect(open).toHaveBeenCalledOnce();
    expect(event).toBe(false);
  });

  it('opens the palette with Ctrl+K from inside another cmdk list, which would take it as "previous item"', () => {
    const open = vi.fn();
    render(
      <CommandProvider>
        <Screen commands={[{ id: 'palette', title: 'Open command palette', group: 'General', shortcut: 'mod+k', perform: open }]} />
        <CommandRoot label="Add companies">
          <CommandInput aria-label="Add companies" />
          <CommandList>
            <CommandItem>Acme</CommandItem>
          </CommandList>
        </CommandRoot>
      </CommandProvider>,
    );

    fireEvent.keyDown(screen.getByLabelText('Add companies', { selector: 'input' }), { key: 'k', ctrlKey: true });

    expect(open).toHaveBeenCalledOnce();
  });

  it('leaves a field on Escape, so the screen’s keys work again', () => {
    const { currentPath } = renderAt(
      '/registrations',
      <main tabIndex={-1}>
        <GoToCompanies />
      </main>,
    );
    const field = screen.getByLabelText('Search');
    field.focus();

    fireEvent.keyDown(field, { key: 'Escape' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'g' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'c' });

    expect(document.activeElement?.tagName).toBe('MAIN');
    expect(currentPath()).toBe('/companies');
  });

  it('runs a command scoped to an element only while focus is inside it, and there before the screen’s command on the same key', () => {
    const screenNext = vi.fn();
    const rowNext = vi.fn();
    function Page() {
      const table = useRef<HTMLDivElement>(null);
      return (
        <>
          <Screen
            commands={[
              { id: 'row.next', title: 'Next row', group: 'Table', shortcut: 'j', focusScope: () => table.current, perform: rowNext },
            ]}
          />
          <Screen commands={[{ id: 'queue.next', title: 'Next in the queue', group: 'Queue', shortcut: 'j', perform: screenNext }]} />
          <div ref={table} role="grid" aria-label="Rows" tabIndex={0} />
        </>
      );
    }
    render(
      <CommandProvider>
        <Page />
      </CommandProvider>,
    );

    fireEvent.keyDown(document.body, { key: 'j' });
    expect(screenNext).toHaveBeenCalledOnce();
    expect(rowNext).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByRole('grid', { name: 'Rows' }), { key: 'j' });
    expect(rowNext).toHaveBeenCalledOnce();
    expect(screenNext).toHaveBeenCalledOnce();
  });

  it('forgets a started sequence after a pause', () => {
    vi.useFakeTimers();
    try {
      const { currentPath } = renderAt('/registrations', <GoToCompanies />);

      fireEvent.keyDown(document.body, { key: 'g' });
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      fireEvent.keyDown(document.body, { key: 'c' });

      expect(currentPath()).toBe('/registrations');
    } finally {
      vi.useRealTimers();
    }
  });
});

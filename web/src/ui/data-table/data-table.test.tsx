import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CommandTitles } from '../../test/commands';
import { CommandProvider } from '../commands/commands-context';
import { DataTable, type DataTableProps } from './data-table';
import { rememberedRows } from './remembered-rows';

type Fruit = { id: string; name: string; count: number };
const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple', count: 3 },
  { id: 'b', name: 'Banana', count: 7 },
  { id: 'c', name: 'Cherry', count: 1 },
];
const columns: ColumnDef<Fruit>[] = [
  { id: 'name', header: 'Name', enableSorting: true, cell: ({ row }) => row.original.name },
  { id: 'count', header: 'Count', enableSorting: true, meta: { descFirst: true }, cell: ({ row }) => row.original.count },
  { id: 'action', header: 'Action', cell: () => <button type="button">Peel</button> },
];

function Table(props: Partial<DataTableProps<Fruit, unknown>>) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <CommandProvider>
      <DataTable
        label="Fruits"
        columns={columns}
        data={FRUITS}
        getRowId={(fruit) => fruit.id}
        rowLabel={(fruit) => fruit.name}
        selection={selection}
        onSelectionChange={setSelection}
        {...props}
      />
      <CommandTitles />
    </CommandProvider>
  );
}

const press = (key: string) => fireEvent.keyDown(document.body, { key });
const grid = () => screen.getByRole('grid', { name: 'Fruits' });
const activeRow = () => document.getElementById(grid().getAttribute('aria-activedescendant') ?? '');

describe('the data table', () => {
  afterEach(() => rememberedRows.clear());

  it('shows the rows with a checkbox each', () => {
    render(<Table />);

    const rows = within(grid()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain('Apple');
    expect(screen.getByRole('checkbox', { name: 'Select Banana' })).toBeTruthy();
  });

  it('asks for the next sort when a sortable header is clicked', () => {
    const onSortChange = vi.fn();
    render(<Table sort="name:asc" onSortChange={onSortChange} />);

    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    fireEvent.click(screen.getByRole('button', { name: /Count/ }));

    expect(onSortChange.mock.calls).toEqual([['name:desc'], ['count:desc']]);
    expect(screen.queryByRole('button', { name: /Action/ })).toBeNull();
  });

  it('moves the active row with j and k, selects it with x and opens it with Enter', () => {
    const onOpen = vi.fn();
    render(<Table onOpen={onOpen} />);

    press('j');
    press('j');
    expect(activeRow()?.textContent).toContain('Banana');
    expect(activeRow()?.getAttribute('data-active')).toBe('true');
    expect(document.activeElement).toBe(grid());

    press('k');
    expect(activeRow()?.textContent).toContain('Apple');

    press('x');
    expect(activeRow()?.getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('checkbox', { name: 'Select Apple' }) as HTMLInputElement).checked).toBe(true);

    press('Enter');
    expect(onOpen).toHaveBeenCalledWith(FRUITS[0]);
  });

  it("opens the active row's own screen with Enter when the table says where rows go", () => {
    const location = memoryLocation({ path: '/fruits', record: true });
    render(
      <Router hook={location.hook}>
        <Table rowHref={(fruit) => `/fruits/${fruit.id}`} />
      </Router>,
    );

    press('j');
    press('j');
    press('Enter');

    expect(location.history.at(-1)).toBe('/fruits/b');
  });

  it('stops at the first and last rows', () => {
    render(<Table />);

    press('k');
    expect(activeRow()?.textContent).toContain('Apple');
    for (let i = 0; i < 5; i += 1) press('j');
    expect(activeRow()?.textContent).toContain('Cherry');
  });

  it('moves with the arrow keys and selects with Space while it has focus', () => {
    render(<Table />);
    act(() => grid().focus());

    fireEvent.keyDown(grid(), { key: 'ArrowDown' });
    fireEvent.keyDown(grid(), { key: ' ' });

    expect(activeRow()?.textContent).toContain('Banana');
    expect(activeRow()?.getAttribute('aria-selected')).toBe('true');
  });

  it('leaves Enter to a focused button in a row', () => {
    const onOpen = vi.fn();
    render(<Table onOpen={onOpen} />);
    press('j');
    const peel = screen.getAllByRole('button', { name: 'Peel' })[0] as HTMLElement;
    peel.focus();

    fireEvent.keyDown(peel, { key: 'Enter' });

    expect(onOpen).not.toHaveBeenCalled();
  });

  it('goes to the last and first rows with End and Home, and sorts by a column with s and its number', () => {
    const onSortChange = vi.fn();
    render(<Table sort="name:asc" onSortChange={onSortChange} />);

    press('End');
    expect(activeRow()?.textContent).toContain('Cherry');
    press('Home');
    expect(activeRow()?.textContent).toContain('Apple');
    press('s');
    press('2');

    expect(onSortChange).toHaveBeenCalledWith('count:desc');
    expect(screen.getByTestId('commands').textContent).toContain('Sort by Name, Sort by Count');
  });

  it('sorts by a field no column shows with the next s number, and says when it sorts by one', () => {
    const onSortChange = vi.fn();
    const ripeness = [{ id: 'ripe_at', title: 'Ripeness', descFirst: true }];
    const view = render(<Table sort="name:asc" onSortChange={onSortChange} columnlessSorts={ripeness} />);

    press('s');
    press('3');

    expect(onSortChange).toHaveBeenCalledWith('ripe_at:desc');
    expect(screen.getByTestId('commands').textContent).toContain('Sort by Name, Sort by Count, Sort by Ripeness');
    expect(screen.queryByText(/^Sorted by/)).toBeNull();
    view.rerender(<Table sort="ripe_at:desc" onSortChange={onSortChange} columnlessSorts={ripeness} />);
    expect(screen.getByText('Sorted by ripeness, descending')).toBeTruthy();
  });

  it('makes the row that was active active again when the user comes back to the list', () => {
    const first = render(<Table />);
    press('j');
    press('j');
    first.unmount();

    render(<Table />);

    expect(activeRow()?.textContent).toContain('Banana');
  });

  it('lists its keys as commands, for ? and the palette', () => {
    render(<Table onOpen={() => {}} />);

    expect(screen.getByTestId('commands').textContent).toBe(
      'Next row, Previous row, Ten rows down, Ten rows up, First row, Last row, Select row, Extend the selection down, Extend the selection up, Select every row on this page, Open row',
    );
  });

  it('extends the selection with Shift+j and Shift+k, selects the page with Ctrl+A and clears it with Escape', () => {
    render(<Table />);
    const selected = () =>
      within(grid())
        .queryAllByRole('row', { selected: true })
        .map((row) => row.textContent?.slice(0, 6));

    press('j');
    fireEvent.keyDown(document.body, { key: 'J', shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'J', shiftKey: true });
    expect(selected()).toEqual(['Apple3', 'Banana', 'Cherry']);
    expect(activeRow()?.textContent).toContain('Cherry');
    // Back towards where the range started: the range shrinks.
    fireEvent.keyDown(document.body, { key: 'K', shiftKey: true });
    expect(selected()).toEqual(['Apple3', 'Banana']);
    expect(screen.getByTestId('commands').textContent).toContain('Clear the selection');

    press('Escape');
    expect(selected()).toEqual([]);
    expect(screen.getByTestId('commands').textContent).not.toContain('Clear the selection');

    fireEvent.keyDown(document.body, { key: 'a', ctrlKey: true });
    expect(selected()).toHaveLength(3);
    expect((screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says it is loading, what failed, or that nothing matches', () => {
    const onRetry = vi.fn();
    const view = render(<Table data={undefined} isLoading />);
    expect(within(grid()).getByRole('status').textContent).toBe('Loading…');

    view.rerender(<Table data={undefined} error={new Error('The server is down')} onRetry={onRetry} />);
    expect(within(grid()).getByRole('alert').textContent).toBe('The server is down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    view.rerender(<Table data={[]} empty="No fruit matches." />);
    expect(within(grid()).getByText('No fruit matches.')).toBeTruthy();
  });
});

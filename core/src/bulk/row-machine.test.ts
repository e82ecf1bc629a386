import { describe, expect, it } from 'vitest';
import { companyLookupRows } from '../companies/lookup-plan';
import { groupAddRows } from '../groups/add-companies-plan';
import {
  countRows,
  createRows,
  isRunnable,
  isSelectable,
  reduceRow,
  type BulkRow,
  type BulkRowEvent,
  type RowMachine,
} from './row-machine';

type Case<S extends string> = [from: S, event: BulkRowEvent<S, string>, to: S | 'unchanged'];

function table<S extends string>(machine: RowMachine<S>, cases: Case<S>[]) {
  it.each(cases)('%s + %j → %s', (from, event, to) => {
    const row: BulkRow<S, string, string> = { index: 0, input: 'acme.example', state: from };
    const next = reduceRow(machine, row, event);
    if (to === 'unchanged') expect(next).toBe(row);
    else expect(next.state).toBe(to);
  });
}

describe('the company lookup row', () => {
  table(companyLookupRows, [
    ['pending', { type: 'start' }, 'looking_up'],
    ['looking_up', { type: 'succeed', to: 'found', result: 'Acme' }, 'found'],
    ['looking_up', { type: 'succeed', to: 'not_found' }, 'not_found'],
    ['looking_up', { type: 'succeed' }, 'found'],
    ['looking_up', { type: 'fail', error: 'Server error' }, 'not_found'],
    ['looking_up', { type: 'cancel' }, 'pending'],
    ['looking_up', { type: 'succeed', to: 'pending' }, 'unchanged'],
    ['looking_up', { type: 'start' }, 'unchanged'],
    ['pending', { type: 'succeed', to: 'found' }, 'unchanged'],
    ['pending', { type: 'cancel' }, 'unchanged'],
    ['found', { type: 'start' }, 'unchanged'],
    ['not_found', { type: 'start' }, 'unchanged'],
    ['found', { type: 'fail', error: 'late' }, 'unchanged'],
  ]);
});

describe('the group add row', () => {
  table(groupAddRows, [
    ['pending', { type: 'start' }, 'adding'],
    ['failed', { type: 'start' }, 'adding'],
    ['adding', { type: 'succeed' }, 'added'],
    ['adding', { type: 'fail', error: 'Forbidden' }, 'failed'],
    ['adding', { type: 'fail', error: 'Forbidden', to: 'added' }, 'unchanged'],
    ['adding', { type: 'cancel' }, 'pending'],
    ['added', { type: 'start' }, 'unchanged'],
    ['added', { type: 'fail', error: 'late' }, 'unchanged'],
    ['pending', { type: 'fail', error: 'never started' }, 'unchanged'],
  ]);
});

describe('a row through its events', () => {
  it('keeps why it failed until it is started again, and its result once it succeeds', () => {
    const [row] = createRows(groupAddRows, ['7']);
    const failed = reduceRow(groupAddRows, reduceRow(groupAddRows, row!, { type: 'start' }), { type: 'fail', error: 'Forbidden' });
    expect(failed).toEqual({ index: 0, input: '7', state: 'failed', error: 'Forbidden' });

    const retried = reduceRow(groupAddRows, failed, { type: 'start' });
    expect(retried).toEqual({ index: 0, input: '7', state: 'adding' });
    expect(reduceRow(groupAddRows, retried, { type: 'succeed', result: 'Retail' })).toEqual({
      index: 0,
      input: '7',
      state: 'added',
      result: 'Retail',
    });
  });

  it('does not change the row it was given', () => {
    const row: BulkRow<'pending' | 'adding' | 'added' | 'failed', string, never> = { index: 3, input: '7', state: 'pending' };
    reduceRow(groupAddRows, row, { type: 'start' });
    expect(row.state).toBe('pending');
  });
});

describe('what a machine says about a state', () => {
  it.each([
    [companyLookupRows, 'pending', true, false],
    [companyLookupRows, 'found', false, true],
    [companyLookupRows, 'not_found', false, false],
    [groupAddRows, 'failed', true, false],
    [groupAddRows, 'added', false, false],
  ] as const)('%#: %s runnable %s, selectable %s', (machine, state, runnable, selectable) => {
    const m = machine as RowMachine<string>;
    expect([isRunnable(m, state), isSelectable(m, state)]).toEqual([runnable, selectable]);
  });

  it('counts rows per state, listing every state', () => {
    const rows = createRows(companyLookupRows, ['a', 'b', 'c']).with(1, { index: 1, input: 'b', state: 'found' });
    expect(countRows(companyLookupRows, rows)).toEqual({ pending: 2, looking_up: 0, found: 1, not_found: 0 });
  });
});

import { defineRowMachine, type BulkRowPlan } from '@tracker/core';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBulkRun } from './use-bulk-run';

const machine = defineRowMachine({
  states: ['pending', 'working', 'done', 'failed'],
  initial: 'pending',
  transitions: { pending: { start: ['working'] }, failed: { start: ['working'] }, working: { succeed: ['done'], fail: ['failed'] } },
  selectable: [],
});

/** Upper-cases each value; a value in `broken` fails. */
function upperCasePlan(broken: Set<string>): BulkRowPlan<'pending' | 'working' | 'done' | 'failed', string, string> {
  return {
    machine,
    async work(input) {
      if (broken.has(input)) throw new Error(`${input} is broken`);
      return { result: input.toUpperCase() };
    },
  };
}

describe('useBulkRun', () => {
  it('keeps each row in its place as the run changes it, and a rerun works on the rows not done alone', async () => {
    const broken = new Set(['b']);
    const worked: string[] = [];
    const plan = upperCasePlan(broken);
    const counted: typeof plan = {
      ...plan,
      work: (input, signal) => {
        worked.push(input);
        return plan.work(input, signal);
      },
    };
    const { result } = renderHook(() => useBulkRun(counted));
    const inputs = Array.from({ length: 10 }, (_, i) => String.fromCharCode(97 + i));

    await act(() => result.current.start(inputs));
    expect(result.current.rows.map((row) => [row.index, row.state, row.result ?? row.error])).toEqual(
      inputs.map((input, index) => [index, input === 'b' ? 'failed' : 'done', input === 'b' ? 'b is broken' : input.toUpperCase()]),
    );

    broken.clear();
    await act(() => result.current.rerun());
    expect(result.current.rows.map((row) => row.result)).toEqual(inputs.map((input) => input.toUpperCase()));
    expect(worked.filter((input) => input === 'b')).toHaveLength(2);
    expect(worked).toHaveLength(11);
    expect(result.current.running).toBe(false);
  });

  it('lets the rows be changed between runs, not during one, and finds a row by its index wherever it sits', async () => {
    const { result } = renderHook(() => useBulkRun(upperCasePlan(new Set())));
    let run: Promise<unknown> = Promise.resolve();
    act(() => {
      run = result.current.start(['a', 'b']);
    });
    expect(result.current.update((rows) => rows.slice(0, 0))).toBe(false);
    await act(() => run);

    const reversed = (rows: typeof result.current.rows) =>
      rows.toReversed().map((row) => ({ index: row.index, input: `${row.input}2`, state: 'pending' as const }));
    act(() => expect(result.current.update(reversed)).toBe(true));
    await act(() => result.current.rerun());
    expect(result.current.rows.map((row) => [row.index, row.result])).toEqual([
      [1, 'B2'],
      [0, 'A2'],
    ]);
  });
});

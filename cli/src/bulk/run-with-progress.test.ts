import { Writable } from 'node:stream';
import type { BulkPlan } from '@tracker/core';
import { createRows, groupAddRows, type GroupAddRowState } from '@tracker/core';
import { describe, expect, it, vi } from 'vitest';
import type { Context } from '../context/create-context';
import type { Io } from '../io/io';
import { createUi } from '../ui/ui';
import { runWithProgress } from './run-with-progress';

/** A command's context whose stderr is a terminal (or not), keeping what was written to it. */
function contextWith(terminal: boolean) {
  let stderr = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      stderr += chunk.toString();
      done();
    },
  });
  const io = {
    stdin: process.stdin,
    stdout: sink,
    stderr: Object.assign(sink, terminal ? { isTTY: true } : {}),
    env: { NO_COLOR: '1' },
  } as Io;
  return { context: { io, ui: createUi(io) } as unknown as Context, stderr: () => stderr };
}

/** A plan whose rows wait until the test lets them end; row `bad` fails. */
function heldPlan() {
  const waiting: (() => void)[] = [];
  const plan: BulkPlan<GroupAddRowState, string, string> = {
    machine: groupAddRows,
    work: (input) =>
      new Promise((resolve, reject) => {
        waiting.push(() => (input === 'bad' ? reject(new Error('refused')) : resolve({})));
      }),
  };
  return { plan, waiting, release: () => waiting.splice(0).forEach((end) => end()) };
}

describe('running bulk work with a progress line', () => {
  it('on a terminal, draws the line on stderr and clears it when done', async () => {
    const { context, stderr } = contextWith(true);
    const held = heldPlan();

    const running = runWithProgress(context, held.plan, createRows(groupAddRows, ['1', 'bad', '3']), { doing: 'Adding' });
    await vi.waitFor(() => expect(held.waiting).toHaveLength(3));
    held.release();
    const { rows } = await running;

    expect(rows.map((row) => row.state)).toEqual(['added', 'failed', 'added']);
    const clear = '\r\u001b[K';
    expect(stderr().startsWith(`${clear}Adding: 0 done, 0 failed of 3…`)).toBe(true);
    expect(stderr().endsWith(clear)).toBe(true);
  });

  it('after Ctrl+C, says it is waiting for the rows in flight and how to quit at once', async () => {
    const { context, stderr } = contextWith(true);
    const held = heldPlan();
    const interrupt = new AbortController();

    const running = runWithProgress(context, held.plan, createRows(groupAddRows, ['1', '2', '3', '4', '5']), {
      doing: 'Adding',
      signal: interrupt.signal,
      letWorkFinish: true,
    });
    await vi.waitFor(() => expect(held.waiting).toHaveLength(4));
    interrupt.abort();
    await vi.waitFor(() =>
      expect(stderr()).toContain('Adding: 0 done, 0 failed of 5 · stopping, waiting for 4 in flight (Ctrl+C again quits at once)'),
    );
    held.release();
    const result = await running;

    expect(result.rows.map((row) => row.state)).toEqual(['added', 'added', 'added', 'added', 'pending']);
  });

  it('off a terminal, prints nothing: the command says what was done', async () => {
    const { context, stderr } = contextWith(false);
    const held = heldPlan();

    const running = runWithProgress(context, held.plan, createRows(groupAddRows, ['1', '2']), { doing: 'Adding' });
    await vi.waitFor(() => expect(held.waiting).toHaveLength(2));
    held.release();
    await running;

    expect(stderr()).toBe('');
  });
});

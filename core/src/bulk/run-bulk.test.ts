import { describe, expect, it } from 'vitest';
import { groupAddRows, type GroupAddRowState } from '../groups/add-companies-plan';
import { createRows, type BulkRow } from './row-machine';
import { runBulk, type BulkPlan, type BulkProgress } from './run-bulk';

type Row = BulkRow<GroupAddRowState, string, string>;

/**
 * A plan whose work waits until the test settles it: the test sees which rows are in flight and
 * decides, row by row, how each ends.
 */
function controlledPlan() {
  const pending = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void; signal: AbortSignal }>();
  let inFlight = 0;
  let maxInFlight = 0;
  const started: string[] = [];
  const plan: BulkPlan<GroupAddRowState, string, string> = {
    machine: groupAddRows,
    work: (input, signal) =>
      new Promise<string>((resolve, reject) => {
        started.push(input);
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        pending.set(input, { resolve, reject, signal });
      })
        .finally(() => (inFlight -= 1))
        .then((result) => ({ result })),
  };
  /** Lets queued work start: each settled row frees a worker on a later microtask. */
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    plan,
    started,
    get maxInFlight() {
      return maxInFlight;
    },
    inFlight: () => [...pending.keys()],
    async succeed(input: string) {
      pending.get(input)?.resolve(`added ${input}`);
      pending.delete(input);
      await flush();
    },
    async fail(input: string, message: string) {
      pending.get(input)?.reject(new Error(message));
      pending.delete(input);
      await flush();
    },
    signalOf: (input: string) => pending.get(input)?.signal,
    flush,
  };
}

const states = (rows: readonly Row[]) => rows.map((row) => row.state);

describe('the bulk runner', () => {
  it('never has more rows in flight than its concurrency, and works through them all', async () => {
    const control = controlledPlan();
    const rows = createRows<GroupAddRowState, string, string>(groupAddRows, ['1', '2', '3', '4', '5', '6', '7']);
    const run = runBulk(control.plan, rows, { concurrency: 3 });

    await control.flush();
    expect(control.inFlight()).toEqual(['1', '2', '3']);
    await control.succeed('2');
    expect(control.inFlight()).toEqual(['1', '3', '4']);
    for (const input of ['1', '3', '4', '5', '6', '7']) await control.succeed(input);

    const result = await run;
    expect(control.maxInFlight).toBe(3);
    expect(control.started).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(states(result.rows)).toEqual(Array(7).fill('added'));
    expect(result.rows[1]?.result).toBe('added 2');
    expect(result.cancelled).toBe(false);
  });

  it('sends a progress event for every change of a row, counting the rows settled', async () => {
    const control = controlledPlan();
    const events: BulkProgress<GroupAddRowState, string, string>[] = [];
    const run = runBulk(control.plan, createRows(groupAddRows, ['1', '2']), { concurrency: 1, onProgress: (event) => events.push(event) });

    await control.flush();
    await control.succeed('1');
    await control.fail('2', 'Forbidden');
    await run;

    expect(events.map((e) => [e.row.input, e.row.state, e.settled, e.total])).toEqual([
      ['1', 'adding', 0, 2],
      ['1', 'added', 1, 2],
      ['2', 'adding', 1, 2],
      ['2', 'failed', 2, 2],
    ]);
    expect(states(events[2]!.rows)).toEqual(['added', 'adding']);
  });

  it('does not retry a failed row by itself, and says why it failed', async () => {
    const control = controlledPlan();
    const run = runBulk(control.plan, createRows(groupAddRows, ['1', '2']), { concurrency: 2 });

    await control.flush();
    await control.fail('1', 'Company 1 does not exist');
    await control.succeed('2');
    const result = await run;

    expect(control.started).toEqual(['1', '2']);
    expect(result.rows[0]).toMatchObject({ state: 'failed', error: 'Company 1 does not exist' });
  });

  it('on a re-run, works only on the rows not done', async () => {
    const control = controlledPlan();
    const first = runBulk(control.plan, createRows(groupAddRows, ['1', '2', '3']), { concurrency: 3 });
    await control.flush();
    await control.succeed('1');
    await control.fail('2', 'Timeout');
    await control.succeed('3');
    const { rows } = await first;
    control.started.length = 0;

    const again = runBulk(control.plan, rows, { concurrency: 3 });
    await control.flush();
    expect(control.inFlight()).toEqual(['2']);
    await control.succeed('2');

    expect(states((await again).rows)).toEqual(['added', 'added', 'added']);
    expect(control.started).toEqual(['2']);
  });

  it('stops starting rows once cancelled, lets the rows in flight end, and leaves the rest to a re-run', async () => {
    const control = controlledPlan();
    const abort = new AbortController();
    const run = runBulk(control.plan, createRows(groupAddRows, ['1', '2', '3', '4']), { concurrency: 2, signal: abort.signal });
    await control.flush();

    abort.abort();
    expect(control.signalOf('1')?.aborted).toBe(true);
    await control.succeed('1');
    await control.fail('2', 'The operation was aborted');
    const result = await run;

    expect(result.cancelled).toBe(true);
    expect(control.started).toEqual(['1', '2']);
    // The finished write stays finished; the aborted one and the two never started can run again.
    expect(states(result.rows)).toEqual(['added', 'pending', 'pending', 'pending']);
  });

  it('when the work is let finish, keeps what each row in flight ended in after the run is stopped', async () => {
    const control = controlledPlan();
    const abort = new AbortController();
    const run = runBulk(control.plan, createRows(groupAddRows, ['1', '2', '3', '4']), {
      concurrency: 2,
      signal: abort.signal,
      letWorkFinish: true,
    });
    await control.flush();
    abort.abort();
    await control.succeed('1');
    await control.fail('2', 'Company 2 does not exist');
    const result = await run;
    expect(result.cancelled).toBe(true);
    expect(control.started).toEqual(['1', '2']);
    // The failure is the row's own, not the stop's: it says so, and only the rows never started are pending.
    expect(result.rows.map((row) => [row.state, row.error])).toEqual([
      ['added', undefined],
      ['failed', 'Company 2 does not exist'],
      ['pending', undefined],
      ['pending', undefined],
    ]);
  });

  it('tells a counter of each change without copying the rows, and leaves the rows it was given as they were', async () => {
    const control = controlledPlan();
    const changes: [string, string, number][] = [];
    const rows = createRows<GroupAddRowState, string, string>(groupAddRows, ['1', '2']);
    const run = runBulk(control.plan, rows, {
      concurrency: 2,
      onChange: (change) => changes.push([change.row.input, change.row.state, change.settled]),
    });
    await control.flush();
    await control.succeed('2');
    await control.fail('1', 'Forbidden');
    const result = await run;
    expect(changes).toEqual([
      ['1', 'adding', 0],
      ['2', 'adding', 0],
      ['2', 'added', 1],
      ['1', 'failed', 2],
    ]);
    expect(states(result.rows)).toEqual(['failed', 'added']);
    expect(states(rows)).toEqual(['pending', 'pending']);
  });

  it('fails a row whose work ends in a state the row cannot move to', async () => {
    const plan: BulkPlan<GroupAddRowState, string, string> = { machine: groupAddRows, work: async () => ({ to: 'pending' }) };
    const { rows } = await runBulk(plan, createRows(groupAddRows, ['1']), { concurrency: 1 });
    expect(rows[0]).toMatchObject({ state: 'failed', error: 'The work ended in pending, which this row cannot move to.' });
  });

  it('refuses a concurrency that is not a whole number of at least 1', async () => {
    const plan: BulkPlan<GroupAddRowState, string, string> = { machine: groupAddRows, work: async () => ({}) };
    await expect(runBulk(plan, [], { concurrency: 0 })).rejects.toThrow(RangeError);
    await expect(runBulk(plan, [], { concurrency: 1.5 })).rejects.toThrow(RangeError);
  });

  describe('with a plan that works on batches', () => {
    /** A batch plan recording each batch, answering each input with `answer`. */
    function batchPlan(batchSize: number, answer: (input: string) => { error: string } | { result: string }) {
      const batches: string[][] = [];
      let inFlight = 0;
      let maxInFlight = 0;
      const plan: BulkPlan<GroupAddRowState, string, string> = {
        machine: groupAddRows,
        batchSize,
        async workBatch(inputs) {
          batches.push(inputs);
          maxInFlight = Math.max(maxInFlight, (inFlight += 1));
          await new Promise((resolve) => setTimeout(resolve, 0));
          inFlight -= 1;
          return inputs.map(answer);
        },
      };
      return { plan, batches, maxInFlight: () => maxInFlight };
    }

    it('sends the rows in batches of batchSize, in order, at most `concurrency` batches at a time, each row ending as its outcome says', async () => {
      const control = batchPlan(3, (input) => (input === '5' ? { error: 'No such company' } : { result: `added ${input}` }));
      const rows = createRows<GroupAddRowState, string, string>(groupAddRows, ['1', '2', '3', '4', '5', '6', '7']);
      const result = await runBulk(control.plan, rows, { concurrency: 2 });
      expect(control.batches).toEqual([['1', '2', '3'], ['4', '5', '6'], ['7']]);
      expect(control.maxInFlight()).toBe(2);
      expect(states(result.rows)).toEqual(['added', 'added', 'added', 'added', 'failed', 'added', 'added']);
      expect(result.rows[4]!.error).toBe('No such company');
      // A run again sends only the failed row.
      await runBulk(control.plan, result.rows, { concurrency: 2 });
      expect(control.batches.at(-1)).toEqual(['5']);
    });

    it('fails every row of a batch that answers another number of outcomes than it was sent rows', async () => {
      const plan: BulkPlan<GroupAddRowState, string, string> = {
        machine: groupAddRows,
        batchSize: 2,
        workBatch: async () => [{ result: 'one' }],
      };
      const { rows } = await runBulk(plan, createRows(groupAddRows, ['1', '2']), { concurrency: 1 });
      expect(rows.map((row) => [row.state, row.error])).toEqual([
        ['failed', 'The batch answered 1 outcomes for 2 rows.'],
        ['failed', 'The batch answered 1 outcomes for 2 rows.'],
      ]);
    });

    it('refuses a batch size that is not a whole number of at least 1', async () => {
      const plan: BulkPlan<GroupAddRowState, string, string> = { machine: groupAddRows, batchSize: 0, workBatch: async () => [] };
      await expect(runBulk(plan, [], { concurrency: 1 })).rejects.toThrow(RangeError);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { recordRunPlan, recordRunRows, type RecordRunInput } from './record-run';
import { countRows, createRows } from './row-machine';
import { runBulk } from './run-bulk';

describe('a bulk command on records', () => {
  it('changes each record by itself, and a second run tries again only those that failed', async () => {
    const calls: string[] = [];
    let refuse = true;
    const input = (id: string): RecordRunInput => ({
      id,
      label: `Journey ${id}`,
      change: async () => {
        calls.push(id);
        if (id === '2' && refuse) throw new Error('Journey 2 is locked');
      },
    });
    const rows = createRows(recordRunRows, ['1', '2', '3'].map(input));

    const first = await runBulk(recordRunPlan, rows, { concurrency: 2 });
    expect(countRows(recordRunRows, first.rows)).toMatchObject({ done: 2, failed: 1 });
    expect(first.rows[1]).toMatchObject({ state: 'failed', error: 'Journey 2 is locked' });

    refuse = false;
    calls.length = 0;
    const second = await runBulk(recordRunPlan, first.rows, { concurrency: 2 });
    expect(calls).toEqual(['2']);
    expect(countRows(recordRunRows, second.rows)).toMatchObject({ done: 3, failed: 0 });
  });
});

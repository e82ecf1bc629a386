import { BULK_MAX_CELL_CHARS, BulkInputError, parseDelimitedText } from '@tracker/core/bulk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPreparedInput } from './read-bulk-file';
import { answerBulkRead, type BulkReadRequest } from './serve-bulk-files';

afterEach(() => vi.unstubAllGlobals());

/** Stands in for a screen's worker entry: answers as `serveBulkFiles(prepare)` does, keeping what it was sent. */
class FakeWorker {
  static sent: Array<{ request: BulkReadRequest; transfer: Transferable[] }> = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  terminated = false;

  constructor(private readonly prepare: (cells: string[][]) => unknown) {}

  postMessage(request: BulkReadRequest, transfer: Transferable[]) {
    FakeWorker.sent.push({ request, transfer });
    void answerBulkRead(request, this.prepare).then((data) => this.onmessage?.({ data }));
  }

  terminate() {
    this.terminated = true;
  }
}

const countRows = (cells: string[][]) => cells.length;

/** Reads `input` through a fake worker; preparing on the page fails, so a read that skips the worker fails. */
function readInWorker(input: File | string) {
  FakeWorker.sent = [];
  const workers: FakeWorker[] = [];
  vi.stubGlobal('Worker', FakeWorker);
  const read = readPreparedInput(input, {
    openWorker: () => {
      const worker = new FakeWorker(countRows);
      workers.push(worker);
      return worker as unknown as Worker;
    },
    prepare: () => {
      throw new Error('Read on the page, not in the worker.');
    },
  });
  return { read, workers };
}

describe('reading bulk input in a worker', () => {
  it('reads pasted text in the worker, sent as text, and ends the worker', async () => {
    const { read, workers } = readInWorker('Domain\tName\nacme.example\tAcme\n');

    expect(await read).toEqual({
      cells: [
        ['Domain', 'Name'],
        ['acme.example', 'Acme'],
      ],
      prepared: 2,
    });
    expect(FakeWorker.sent).toEqual([{ request: { text: 'Domain\tName\nacme.example\tAcme\n' }, transfer: [] }]);
    expect(workers.map((worker) => worker.terminated)).toEqual([true]);
  });

  it('refuses pasted text past a limit with the parser’s own words', async () => {
    const text = `Domain\n${'a'.repeat(BULK_MAX_CELL_CHARS + 1)}`;
    const expected = (() => {
      try {
        parseDelimitedText(text);
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(expected).toMatch(/characters/);

    const { read } = readInWorker(text);

    await expect(read).rejects.toThrow(BulkInputError);
    await expect(read).rejects.toThrow(expected);
  });

  it('hands a file’s bytes over to the worker with its name', async () => {
    const { read } = readInWorker(new File(['Domain\nacme.example\n'], 'companies.csv', { type: 'text/csv' }));

    expect((await read).cells).toEqual([['Domain'], ['acme.example']]);
    const [{ request, transfer }] = FakeWorker.sent as [(typeof FakeWorker.sent)[number]];
    expect('name' in request && request.name).toBe('companies.csv');
    expect(transfer).toHaveLength(1);
  });
});

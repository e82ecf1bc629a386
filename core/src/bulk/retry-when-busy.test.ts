import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { BUSY_RETRIES, retryWhenBusy } from './retry-when-busy';

const busy = (retryAfter: string | null) =>
  ApiError.fromResponse(
    503,
    { errors: [{ status: '503', code: 'unavailable', title: 'Server busy', detail: 'The server is busy.' }] },
    undefined,
    retryAfter,
  );

/** A call failing with each of `failures` in turn, then answering 'done'; it counts its calls. */
function failingWith(...failures: Error[]) {
  let calls = 0;
  return {
    call: async () => {
      const failure = failures[calls++];
      if (failure) throw failure;
      return 'done';
    },
    calls: () => calls,
  };
}

describe('a bulk call refused as busy', () => {
  it('is sent again after each wait the server names, until it is answered', async () => {
    const waits: number[] = [];
    const call = failingWith(busy('1'), busy('3'));
    expect(await retryWhenBusy(call.call, async (ms) => void waits.push(ms))).toBe('done');
    expect(waits).toEqual([1000, 3000]);
    expect(call.calls()).toBe(3);
  });

  it(`fails after ${BUSY_RETRIES} tries more with the server's message`, async () => {
    const call = failingWith(...Array.from({ length: BUSY_RETRIES + 1 }, () => busy('1')));
    await expect(retryWhenBusy(call.call, async () => undefined)).rejects.toThrow('The server is busy.');
    expect(call.calls()).toBe(BUSY_RETRIES + 1);
  });

  it.each([
    ['a 503 without Retry-After', busy(null)],
    ['a 503 asking for more than 10 s', busy('60')],
    ['another failure', ApiError.fromResponse(500, undefined, undefined, '1')],
  ])('is not sent again for %s', async (_, failure) => {
    const call = failingWith(failure);
    await expect(retryWhenBusy(call.call, async () => undefined)).rejects.toBe(failure);
    expect(call.calls()).toBe(1);
  });
});

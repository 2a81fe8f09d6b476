import { describe, expect, it } from 'vitest';
import { ApiError } from './http.ts';
import { retryTransient } from './retry.ts';

const failing = (errors: unknown[], value = 'ok') => {
  let calls = 0;
  const call = async () => {
    const err = errors[calls++];
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the errors under test are whatever a call may throw
    if (err) throw err;
    return value;
  };
  return { call, calls: () => calls };
};

describe('retryTransient', () => {
  it('tries again after a lost connection or a 503, and answers the first success', async () => {
    const f = failing([new ApiError(0, 'network-error', 'x'), new ApiError(503, 'payments-unavailable', 'y')]);
    await expect(retryTransient(f.call, { delayMs: 1 })).resolves.toBe('ok');
    expect(f.calls()).toBe(3);
  });

  it('gives up after the last attempt with the last error', async () => {
    const last = new ApiError(502, 'internal-error', 'z');
    const f = failing([new ApiError(0, 'network-error', 'x'), new ApiError(504, 'internal-error', 'y'), last]);
    await expect(retryTransient(f.call, { delayMs: 1 })).rejects.toBe(last);
    expect(f.calls()).toBe(3);
  });

  it('does not repeat a refusal', async () => {
    for (const err of [new ApiError(402, 'card-declined', 'no'), new ApiError(409, 'product-sold', 'sold'), new Error('bug')]) {
      const f = failing([err]);
      await expect(retryTransient(f.call, { delayMs: 1 })).rejects.toBe(err);
      expect(f.calls()).toBe(1);
    }
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './single-flight';

/** A promise and the functions that settle it. */
function later() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('useSingleFlight', () => {
  it('ignores calls while the last action is under way, then takes the next', async () => {
    const { result } = renderHook(() => useSingleFlight());
    const first = later();
    const action = vi.fn(() => first.promise);
    result.current(action);
    result.current(action);
    await act(async () => {});
    result.current(action);
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve());
    result.current(action);
    await act(async () => {});
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('a failed action ends the flight too, without an unhandled rejection', async () => {
    const { result } = renderHook(() => useSingleFlight());
    const failing = later();
    result.current(() => failing.promise);
    await act(async () => failing.reject(new Error('500')));
    const next = vi.fn();
    result.current(next);
    await act(async () => {});
    expect(next).toHaveBeenCalledTimes(1);
  });
});

import { useCallback, useRef } from 'react';

/**
 * One action at a time: while the last action's promise is unsettled, another call does
 * nothing. A double click on a button that writes or opens a window sends one request or opens
 * one window (a mutation's `isPending` only says so after the next render, too late for the
 * second click of a double click). The action's own failure is its to report (its mutation's
 * `onError`); here it only ends the flight. The action runs at once, inside the click.
 */
export function useSingleFlight(): (action: () => unknown) => void {
  const busy = useRef(false);
  return useCallback((action: () => unknown) => {
    if (busy.current) return;
    busy.current = true;
    const done = () => {
      busy.current = false;
    };
    // Called at once, inside the click: a window it opens keeps the click's user activation.
    let result: unknown;
    try {
      result = action();
    } catch {
      done();
      return;
    }
    void Promise.resolve(result)
      .catch(() => {})
      .finally(done);
  }, []);
}

import { startTransition, useEffect, useState } from 'react';

/** Runs `task` when the browser is idle (soon after, where it cannot say); returns a canceller. */
export function whenIdle(task: () => void): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
  if (typeof request === 'function' && typeof cancel === 'function') {
    const handle = request(task, { timeout: 2000 });
    return () => cancel(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/**
 * False until the browser has been idle once since the component mounted (and `enabled`), then
 * true: for work done ahead of the user (rendering a list before it is opened). The change is a
 * transition, so React renders what it brings in slices that leave the page answering input.
 */
export function useIdleOnce(enabled = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(
    () => (enabled ? whenIdle(() => startTransition(() => setIdle(true))) : undefined),
    [enabled],
  );
  return idle;
}

import { useDeferredValue, type ReactNode } from 'react';

/**
 * Blocks below the fold: left out of the screen's first render, then rendered by React in the
 * background pass that follows it (useDeferredValue's initial value), which yields to the
 * browser as it goes. The first commit, and the layout and paint after it, hold only what the
 * screen shows first; on a slow phone that is one long task less at startup.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}

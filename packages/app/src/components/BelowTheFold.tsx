import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';

/** Whether no screen has rendered a {@link BelowTheFold} with `firstScreenOnly` yet. */
let firstScreen = true;

/**
 * Blocks below the fold: left out of the screen's first render, then rendered by React in the
 * background pass that follows it (useDeferredValue's initial value), which yields to the
 * browser as it goes. The first commit, and the layout and paint after it, hold only what the
 * screen shows first; on a slow phone that is one long task less at startup.
 *
 * `firstScreenOnly`: deferred only on the document's first screen, where its code and reads
 * arrive together; a screen opened later (the list again, by the back button) renders whole at
 * once, so the scroll position restored into it finds the blocks there.
 */
export function BelowTheFold({
  children,
  firstScreenOnly = false,
}: {
  children: ReactNode;
  firstScreenOnly?: boolean;
}) {
  const [defer] = useState(() => !firstScreenOnly || firstScreen);
  useEffect(() => {
    if (firstScreenOnly) firstScreen = false;
  }, [firstScreenOnly]);
  const shown = useDeferredValue(true, !defer);
  return shown ? children : null;
}

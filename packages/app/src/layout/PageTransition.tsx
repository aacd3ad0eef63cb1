import { useState, type ReactNode } from 'react';
import { usePageKey } from '../lib/current-route';
import { transitionBetween, type TransitionKind } from './page-transition';
import classes from './PageTransition.module.css';

/**
 * Animates each new page in: fade, or slide by path depth. Keyed on the top-level route's
 * path, so overlays and tabs nested under a page do not replay it. CSS turns it off for
 * prefers-reduced-motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const key = usePageKey();
  const [page, setPage] = useState<{ key: string; kind: TransitionKind }>(() => ({
    key,
    kind: transitionBetween(null, key),
  }));
  // Adjusting state while rendering (React's documented pattern) picks the kind before paint.
  if (page.key !== key) setPage({ key, kind: transitionBetween(page.key, key) });
  return (
    <div key={key} className={classes[page.kind]} data-transition={page.kind}>
      {children}
    </div>
  );
}

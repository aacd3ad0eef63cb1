import { useState, type ReactNode } from 'react';
import { usePageKey } from '../routing/current-route';
import { transitionBetween, type TransitionKind } from './page-transition';
import classes from './PageTransition.module.css';

/**
 * Animates each new page in: fade, or slide by path depth. Keyed on the page (see
 * `usePageKey`), so overlays and tabs nested under a page, and the month or period picked on
 * it, do not replay it or remount it. CSS turns it off for prefers-reduced-motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { key, path } = usePageKey();
  const [page, setPage] = useState<{ key: string; path: string; kind: TransitionKind }>(() => ({
    key,
    path,
    kind: transitionBetween(null, path),
  }));
  // Adjusting state while rendering (React's documented pattern) picks the kind before paint.
  if (page.key !== key) setPage({ key, path, kind: transitionBetween(page.path, path) });
  else if (page.path !== path) setPage({ ...page, path });
  return (
    <div key={key} className={classes[page.kind]} data-transition={page.kind}>
      {children}
    </div>
  );
}

import { useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { useCurrentRoute, usePageKey } from '../routing/current-route';
import { routeRow } from '../routing/routes';
import { usePageFocus } from './page-focus';
import { transitionBetween, type TransitionKind } from './page-transition';
import classes from './PageTransition.module.css';

/**
 * Animates each new page in: fade, or slide by path depth. Keyed on the page (see
 * `usePageKey`), so overlays and tabs nested under a page, and the month or period picked on
 * it, do not replay it or remount it. CSS turns it off for prefers-reduced-motion. A new page
 * is announced and takes the focus on its heading (`usePageFocus`).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { key, path } = usePageKey();
  const { t } = useT();
  const titleKey = routeRow(useCurrentRoute().name).title;
  const root = useRef<HTMLDivElement>(null);
  usePageFocus(root, key, titleKey ? t(titleKey) : '');
  const [page, setPage] = useState<{ key: string; path: string; kind: TransitionKind }>(() => ({
    key,
    path,
    kind: transitionBetween(null, path),
  }));
  // Adjusting state while rendering (React's documented pattern) picks the kind before paint.
  if (page.key !== key) setPage({ key, path, kind: transitionBetween(page.path, path) });
  else if (page.path !== path) setPage({ ...page, path });
  return (
    <div ref={root} key={key} className={classes[page.kind]} data-transition={page.kind}>
      {children}
    </div>
  );
}

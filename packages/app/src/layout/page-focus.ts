import { useEffect, useRef, type RefObject } from 'react';
import { loadLater } from '../lib/load-later';

/** The live announcer is not needed before the first move to another page. */
const announcer = loadLater(() => import('@react-aria/live-announcer'));

/** The page's own heading, once it has rendered (a page may show its loader first). */
function headingIn(page: HTMLElement): HTMLElement | null {
  return page.querySelector<HTMLElement>('h1');
}

/**
 * Whether the focus may move to the new page's heading: not when the user already moved it
 * into the new page, nor when an overlay route's dialog holds it.
 */
function mayTakeFocus(page: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return !page.contains(active) && !active.closest('[role="dialog"]');
}

/**
 * After a move to another page (`key` changed; not the first page of a visit, nor a tab,
 * period or month of the same page): announces `title` in a live region and moves the focus to
 * the new page's level-1 heading as soon as it shows (docs/product-rules.md#focus-and-announcements).
 */
export function usePageFocus(page: RefObject<HTMLElement | null>, key: string, title: string) {
  // The page the focus was last settled for: the first page of a visit keeps the browser's.
  const shown = useRef(key);
  useEffect(() => announcer.preload(), []);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const root = page.current;
    if (!root) return;
    void announcer
      .load()
      .then(({ announce }) => announce(title, 'polite'))
      .catch(() => {});
    const focusHeading = () => {
      const heading = headingIn(root);
      if (!heading) return false;
      if (mayTakeFocus(root)) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const watcher = new MutationObserver(() => {
      if (focusHeading()) watcher.disconnect();
    });
    watcher.observe(root, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, [page, key, title]);
}

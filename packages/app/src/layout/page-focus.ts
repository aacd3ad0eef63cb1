import { useEffect, useRef, type RefObject } from 'react';
import { loadLater } from '../lib/load-later';

/**
 * What a move to another page does (page-focus-settle.ts, with the live announcer): not needed
 * before the first move, so loaded once the page is up.
 */
const settle = loadLater(() => import('./page-focus-settle'));

/**
 * After a move to another page (`key` changed; not the first page of a visit, nor a tab,
 * period or month of the same page): announces `title` in a live region and moves the focus to
 * the new page's level-1 heading as soon as it shows (docs/product-rules.md#focus-and-announcements).
 */
export function usePageFocus(page: RefObject<HTMLElement | null>, key: string, title: string) {
  // The page the focus was last settled for: the first page of a visit keeps the browser's.
  const shown = useRef(key);
  useEffect(() => settle.preload(), []);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const root = page.current;
    if (!root) return;
    let stop: (() => void) | undefined;
    let left = false;
    void settle
      .load()
      .then(({ settleFocus }) => {
        if (!left) stop = settleFocus(root, title);
      })
      .catch(() => {});
    return () => {
      left = true;
      stop?.();
    };
  }, [page, key, title]);
}

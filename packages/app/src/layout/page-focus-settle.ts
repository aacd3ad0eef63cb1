import { announce } from '@react-aria/live-announcer';

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
 * Announces `title` in a live region and moves the focus to the level-1 heading of `page` as
 * soon as it shows (page-focus.ts says when). Returns what stops the wait for the heading.
 */
export function settleFocus(page: HTMLElement, title: string): () => void {
  announce(title, 'polite');
  const focusHeading = () => {
    const heading = headingIn(page);
    if (!heading) return false;
    if (mayTakeFocus(page)) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (focusHeading()) return () => {};
  const watcher = new MutationObserver(() => {
    if (focusHeading()) watcher.disconnect();
  });
  watcher.observe(page, { childList: true, subtree: true });
  return () => watcher.disconnect();
}

import { fireEvent } from '@testing-library/react';

/**
 * Clicks what `find` answers in the same task that puts it in the document (a watcher made
 * before the render's), as a quick user could: before React runs that render's effects.
 */
export function clickWhenShown(find: () => HTMLElement | null): Promise<void> {
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      const target = find();
      if (!target) return;
      watch.disconnect();
      fireEvent.click(target);
      resolve();
    });
    watch.observe(document.body, { childList: true, subtree: true });
  });
}

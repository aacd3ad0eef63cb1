import type { KeyboardEvent } from 'react';

/**
 * Enter on an open Select takes the option the list highlights. Mantine keeps the highlighted
 * option's index apart from the highlight and re-reads it in timers armed on opening; on a busy
 * page Chromium can run one of them between a quick ArrowDown and Enter, and Enter then took
 * the option the list was opened on. The theme sets this on every Select (capture phase, so
 * Mantine's own Enter handling does not run after it).
 */
export function takeHighlightedOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const id = event.currentTarget.getAttribute('aria-activedescendant');
  const option = id ? event.currentTarget.ownerDocument.getElementById(id) : null;
  if (!option?.hasAttribute('data-combobox-selected')) return;
  event.preventDefault();
  event.stopPropagation();
  option.click();
}

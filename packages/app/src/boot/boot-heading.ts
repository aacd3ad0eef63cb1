import { useEffect, useSyncExternalStore } from 'react';
import { BOOT_HEADING_EVENT, type BootHeading } from './boot-read';

export { BOOT_HEADING_EVENT };

function subscribe(onChange: () => void) {
  window.addEventListener(BOOT_HEADING_EVENT, onChange);
  return () => window.removeEventListener(BOOT_HEADING_EVENT, onChange);
}

const snapshot = (): BootHeading | undefined => window.__CREATOR_BOOT__?.heading;

/**
 * The heading src/boot/main.ts painted into the HTML's skeleton as soon as the user was known
 * (the dashboard's greeting by name, the campaigns list's or analytics' title, in the user's
 * language): React's loader draws it again, so that taking over from the HTML takes nothing off
 * the screen. Undefined before, on other pages, and once the page's own heading has shown.
 */
export function useBootHeading(): BootHeading | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}

/**
 * The page's own heading has shown: a later loader (a change of language, leaving on sign-out)
 * shows the plain skeleton, not a heading that may no longer be right.
 */
export function forgetBootHeading(): void {
  const boot = window.__CREATOR_BOOT__;
  if (!boot?.heading) return;
  delete boot.heading;
  window.dispatchEvent(new Event(BOOT_HEADING_EVENT));
}

/** For the pages boot.js paints the heading of: once mounted, their heading replaces boot.js's. */
export function useReplacesBootHeading(): void {
  useEffect(forgetBootHeading, []);
}

import { useSyncExternalStore } from 'react';
import type { BootGreeting } from './boot-read';

/** What public/boot.js fires on `window` when it has painted the greeting. */
export const BOOT_GREETING_EVENT = 'creator:boot-greeting';

function subscribe(onChange: () => void) {
  window.addEventListener(BOOT_GREETING_EVENT, onChange);
  return () => window.removeEventListener(BOOT_GREETING_EVENT, onChange);
}

const snapshot = (): BootGreeting | undefined => window.__CREATOR_BOOT__?.greeting;

/**
 * The dashboard's greeting public/boot.js painted into the HTML's skeleton (the user's name, in
 * their language) as soon as the user was known: React's loader draws it again, so that taking
 * over from the HTML takes nothing off the screen. Undefined before, elsewhere, and once the
 * page's own greeting has shown.
 */
export function useBootGreeting(): BootGreeting | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}

/**
 * The page's greeting has taken over: a later loader (a change of language, leaving on sign-out)
 * shows the plain skeleton, not a greeting that may no longer be right.
 */
export function forgetBootGreeting(): void {
  const boot = window.__CREATOR_BOOT__;
  if (!boot?.greeting) return;
  delete boot.greeting;
  window.dispatchEvent(new Event(BOOT_GREETING_EVENT));
}

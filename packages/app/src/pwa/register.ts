/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { updateFlow } from './update-flow';

/** How often an open tab asks the server whether a new version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker the build generates (build/pwa.ts) and passes what it reports
 * to the update flow: a new version waiting (shown as the prompt), and a new version taking
 * the page over. A tab left open checks for a new deployment every hour, besides the browser's
 * own check on every navigation.
 */
export function registerServiceWorker(): void {
  // None on plain http beyond localhost, nor in some private windows.
  if (!('serviceWorker' in navigator)) return;
  // The first worker takes over a page no worker served (clientsClaim): not a new version.
  let served = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (served || updateFlow.ready()) updateFlow.controlled();
    served = true;
  });
  const activate = registerSW({
    onNeedRefresh: () => updateFlow.announce(() => void activate()),
    // The flow reloads (on controllerchange above, which also covers a page whose first
    // worker came in this visit); without this, the plugin would reload the page by itself.
    onNeedReload: () => {},
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), CHECK_EVERY_MS);
    },
  });
}

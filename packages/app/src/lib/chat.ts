import type { MessengerDetails } from '@creator/api-client';
import { chatScriptUrl } from './chat-url';

declare global {
  interface Window {
    /** The chat provider's widget API: a queue until its script has loaded. */
    Intercom?: ((command: string, ...args: unknown[]) => void) & { q?: unknown[][] };
    /** The chat provider's boot settings, read by its script when it loads. */
    intercomSettings?: Record<string, string>;
  }
}

type ChatState = 'idle' | 'loading' | 'ready' | 'failed';
let state: ChatState = 'idle';

/**
 * Loads the chat widget for the signed-in user (support without an external URL), once.
 * The user is identified with the hash the API computed, so nobody can chat as someone else.
 */
export function loadChatWidget(details: MessengerDetails, doc: Document = document): void {
  if (state !== 'idle') return;
  if (!/^[A-Za-z0-9]+$/.test(details.appId)) {
    state = 'failed';
    return;
  }
  window.intercomSettings = {
    app_id: details.appId,
    user_id: details.userId,
    user_hash: details.userHash,
  };
  const queue: unknown[][] = [];
  window.Intercom = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
  const script = doc.createElement('script');
  script.async = true;
  script.src = chatScriptUrl(details.appId);
  script.addEventListener('load', () => (state = 'ready'));
  script.addEventListener('error', () => (state = 'failed'));
  doc.head.appendChild(script);
  state = 'loading';
}

/**
 * Opens the chat widget. Returns false when it has not loaded (blocked, offline, not
 * configured), so the caller can say so instead of doing nothing.
 */
export function openChatWidget(): boolean {
  if (state !== 'ready' || typeof window.Intercom !== 'function') return false;
  window.Intercom('show');
  return true;
}

/** Forgets the widget (tests). */
export function resetChatWidget(): void {
  state = 'idle';
  delete window.Intercom;
  delete window.intercomSettings;
}

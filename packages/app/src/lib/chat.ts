declare global {
  interface Window {
    /** The chat provider's widget API, present once its script has loaded. */
    Intercom?: (command: string, ...args: unknown[]) => void;
  }
}

/**
 * Opens the chat widget (support without an external URL). Returns false when the widget
 * is not loaded, so the caller can say so instead of doing nothing.
 */
export function openChatWidget(): boolean {
  if (typeof window.Intercom !== 'function') return false;
  window.Intercom('show');
  return true;
}

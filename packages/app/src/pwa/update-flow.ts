/**
 * What the app knows of a new version of itself, and what Reload does. The service worker's
 * registration (register.ts) feeds it; the prompt (UpdatePrompt.tsx) shows it. Nothing here
 * reloads the page unless the user asked: a new build's worker waits until then, and when
 * another tab's Reload let it take this page over, this page only keeps showing the prompt.
 */
export interface UpdateFlow {
  /** True once a new version is installed and waiting (or took over from another tab). */
  ready(): boolean;
  subscribe(listener: () => void): () => void;
  /** The user's Reload: activates the waiting version, then reloads onto it. */
  reload(): void;
  /** From the registration: a new version waits; `activate` lets it take over. */
  announce(activate: () => void): void;
  /**
   * From the registration: a new version took this page over from the one that served it
   * (the user's Reload here, or in another tab).
   */
  controlled(): void;
}

export function createUpdateFlow(reloadPage: () => void): UpdateFlow {
  let ready = false;
  let asked = false;
  let takenOver = false;
  let activate: (() => void) | undefined;
  const listeners = new Set<() => void>();
  return {
    ready: () => ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      asked = true;
      // Another tab's Reload already put the new version in charge: nothing waits any more.
      if (takenOver || !activate) reloadPage();
      else activate();
    },
    announce(activateVersion) {
      activate = activateVersion;
      ready = true;
      listeners.forEach((listener) => listener());
    },
    controlled() {
      if (asked) return reloadPage();
      takenOver = true;
      if (ready) return;
      // Taken over before this page heard of the new version: it says so now.
      ready = true;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The page's one flow, reloading the real page. */
export const updateFlow = createUpdateFlow(() => window.location.reload());

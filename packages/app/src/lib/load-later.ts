/**
 * Code the first screen does not show, kept out of the first load: `load()` imports it once
 * (a failed import is tried again on the next call), and `preload()` imports it when the
 * browser is next idle, so that it is in memory before it is needed, even if the network goes
 * away meanwhile (offline pages show some of it).
 */
export interface LaterModule<T> {
  load: () => Promise<T>;
  preload: () => void;
}

/** Runs `task` when the browser is idle (soon after where it cannot say); returns a canceller. */
export function whenIdle(task: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(task, { timeout: 2000 });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

export function loadLater<T>(importer: () => Promise<T>): LaterModule<T> {
  let loading: Promise<T> | undefined;
  const load = () =>
    (loading ??= importer().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { load, preload: () => void whenIdle(() => void load().catch(() => {})) };
}

import { createContext, useContext, useEffect } from 'react';

/**
 * The leave guards of the forms inside a route overlay: each tells whether leaving now would
 * ask (unsaved work). The overlay asks them before it closes, so the question comes over the
 * open overlay, with what was typed still in view, instead of after the overlay has gone.
 */
export type OverlayGuards = Set<() => boolean>;

export const OverlayGuardsContext = createContext<OverlayGuards | null>(null);

/** Registers `asks` with the overlay around the calling form, if any, while it is mounted. */
export function useOverlayGuard(asks: () => boolean) {
  const guards = useContext(OverlayGuardsContext);
  useEffect(() => {
    if (!guards) return;
    guards.add(asks);
    return () => void guards.delete(asks);
  }, [guards, asks]);
}

import { vi } from 'vitest';

/** A controllable IntersectionObserver: jsdom has none, and tests decide when things scroll into view. */
export interface FakeIntersection {
  /** Options each observer was created with. */
  options: (IntersectionObserverInit | undefined)[];
  /** Reports every observed element as entering (true) or leaving (false) the viewport. */
  setVisible(visible: boolean): void;
}

/** Installs a fake IntersectionObserver on window for the current test; undo with `vi.unstubAllGlobals()`. */
export function installFakeIntersectionObserver(): FakeIntersection {
  const observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[] = [];
  const options: (IntersectionObserverInit | undefined)[] = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      this.entry = { callback, targets: new Set() };
      observers.push(this.entry);
      options.push(init);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    options,
    setVisible(visible) {
      for (const { callback, targets } of observers) {
        const entries = [...targets].map(
          (target) => ({ target, isIntersecting: visible }) as IntersectionObserverEntry,
        );
        if (entries.length > 0) callback(entries, {} as IntersectionObserver);
      }
    },
  };
}

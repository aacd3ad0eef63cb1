// The jsdom set-up of every component test, the kit's and the app's: the browser APIs Mantine
// needs, which jsdom lacks, Testing Library's wait limit and its cleanup after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The waits for what a render shows end on the condition; the limit (1 s by default) is one only
// a hang reaches, not a busy machine: a whole-app render takes 1-2 s in jsdom on an idle 2-core
// machine and over 5 s beside other work (`pnpm test` runs two files at once).
configure({ asyncUtilTimeout: 20_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

afterEach(() => cleanup());

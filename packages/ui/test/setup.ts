import '@testing-library/jest-dom/vitest';
// The app registers dayjs's locales with its languages; the kit's tests format in Japanese too.
import 'dayjs/locale/ja';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The waits for what a render shows end on the condition; the limit (1 s by default) is one
// only a hang reaches, not a busy machine (`pnpm test` runs two files at once).
configure({ asyncUtilTimeout: 20_000 });

// Mantine needs these browser APIs, which jsdom lacks.
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

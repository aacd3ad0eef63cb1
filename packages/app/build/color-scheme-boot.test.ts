import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from './color-scheme-boot';
import { COLOR_SCHEME_STORAGE_KEY } from '../src/components/color-scheme';

/** Runs index.html's head script as the browser does, on a system in `system`. */
function runOn(system: 'light' | 'dark') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-color-scheme: dark)' && system === 'dark',
      }) as MediaQueryList,
  );
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  new Function(COLOR_SCHEME_SCRIPT)();
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

describe("index.html's colour scheme before the first paint", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it.each([
    // stored pick, system, painted
    [null, 'light', 'light'],
    [null, 'dark', 'dark'],
    ['auto', 'dark', 'dark'],
    ['auto', 'light', 'light'],
    ['dark', 'light', 'dark'],
    ['light', 'dark', 'light'],
    ['purple', 'dark', 'dark'], // not a scheme: the default, the system's
  ] as const)('stored %s on a %s system: %s', (stored, system, painted) => {
    if (stored) localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, stored);
    expect(runOn(system)).toBe(painted);
  });

  it("follows the system when storage can't be read (blocked cookies)", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runOn('dark')).toBe('dark');
  });
});

import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { useShown } from './use-shown';

describe('useShown', () => {
  it('is true while mounted (StrictMode too) and false once unmounted', () => {
    const { result, unmount } = renderHook(() => useShown(), { wrapper: StrictMode });
    const shown = result.current;
    expect(shown()).toBe(true);
    unmount();
    expect(shown()).toBe(false);
  });
});

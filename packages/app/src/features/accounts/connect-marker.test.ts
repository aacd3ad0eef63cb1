import { afterEach, describe, expect, it } from 'vitest';
import { AUTHING_TTL_MS, endAuthing, isAuthing, startAuthing } from './connect-marker';

describe('authing marker', () => {
  afterEach(() => endAuthing());

  it.each<[string, { startedAgo: number | null; want: boolean }]>([
    ['never started', { startedAgo: null, want: false }],
    ['just started', { startedAgo: 0, want: true }],
    ['started a minute ago', { startedAgo: 60_000, want: true }],
    ['expired', { startedAgo: AUTHING_TTL_MS, want: false }],
  ])('%s', (_name, { startedAgo, want }) => {
    const now = 1_000_000_000;
    if (startedAgo !== null) startAuthing(now - startedAgo);
    expect(isAuthing(now)).toBe(want);
  });

  it('ends', () => {
    startAuthing();
    endAuthing();
    expect(isAuthing()).toBe(false);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTHING_TTL_MS,
  INTENT_TTL_MS,
  isAuthing,
  startAuthing,
  takeAuthing,
  type ConnectIntent,
} from './connect-marker';

const KEY = 'creator.accounts.authing';
const intent: ConnectIntent = { kind: 'connect', provider: 'youtube', knownUuids: ['1'] };

describe('authing marker', () => {
  afterEach(() => localStorage.clear());

  it.each<[string, { startedAgo: number | null; want: boolean }]>([
    ['never started', { startedAgo: null, want: false }],
    ['just started', { startedAgo: 0, want: true }],
    ['started a minute ago', { startedAgo: 60_000, want: true }],
    ['expired', { startedAgo: AUTHING_TTL_MS, want: false }],
  ])('%s', (_name, { startedAgo, want }) => {
    const now = 1_000_000_000;
    if (startedAgo !== null) startAuthing(intent, now - startedAgo);
    expect(isAuthing(now)).toBe(want);
  });

  it.each<[string, { startedAgo: number; want: ConnectIntent | null }]>([
    ['a return at once', { startedAgo: 0, want: intent }],
    ['a slow consent page', { startedAgo: AUTHING_TTL_MS + 1, want: intent }],
    ['a stale marker', { startedAgo: INTENT_TTL_MS, want: null }],
    ['a marker from the future', { startedAgo: -60_000, want: null }],
  ])('taking it answers its intent: %s', (_name, { startedAgo, want }) => {
    const now = 1_000_000_000;
    startAuthing(intent, now - startedAgo);
    expect(takeAuthing(now)).toEqual(want);
    // Taken once: the connection is no longer under way, and a second return says nothing.
    expect(isAuthing(now)).toBe(false);
    expect(takeAuthing(now)).toBeNull();
  });

  it.each([
    ['an older version (a bare time)', '1000000000', true],
    ['not JSON', '{', false],
    ['an unknown intent', JSON.stringify({ at: 1_000_000_000, intent: { kind: 'delete' } }), true],
  ])('reads %s without throwing', (_name, stored, authing) => {
    localStorage.setItem(KEY, stored);
    expect(isAuthing(1_000_000_000)).toBe(authing);
    expect(takeAuthing(1_000_000_000)).toBeNull();
  });
});

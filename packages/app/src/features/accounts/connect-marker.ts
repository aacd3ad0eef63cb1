import type { Provider } from '@creator/api-client';
import { useSyncExternalStore } from 'react';

/**
 * The "authing" marker (one account connection at a time, docs/product-rules.md#accounts). Set when the browser
 * leaves for a provider's consent page, taken when it comes back to the accounts page. It is
 * kept in localStorage so a second tab sees it too, and it expires so an abandoned consent page
 * does not block connecting for ever. It carries what the user set out to do (the intent), so
 * the accounts page can tell, from the fresh list, whether it happened (see `connect-outcome`).
 */
const KEY = 'creator.accounts.authing';

/** How long a connection may stay under way before another may start. */
export const AUTHING_TTL_MS = 5 * 60 * 1000;

/** How long after leaving a return still gets its success notice (a slow consent page included). */
export const INTENT_TTL_MS = 15 * 60 * 1000;

/** What the user left for the provider's page to do, with what was known before. */
export type ConnectIntent =
  | { kind: 'connect'; provider: Provider; knownUuids: string[] }
  | { kind: 'reconnect'; uuid: string; authorizedOn: string | null; authed: boolean }
  | { kind: 'upgrade'; uuid: string };

interface Marker {
  at: number;
  intent: ConnectIntent | null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored marker; an unreadable one (another version, a hand edit) counts as none. */
function read(): Marker | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'number') return { at: value, intent: null };
    if (typeof value !== 'object' || value === null) return null;
    const { at, intent } = value as Partial<Marker>;
    if (typeof at !== 'number' || !Number.isFinite(at)) return null;
    return { at, intent: isIntent(intent) ? intent : null };
  } catch {
    return null;
  }
}

function isIntent(value: unknown): value is ConnectIntent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.kind === 'connect')
    return (
      typeof v.provider === 'string' &&
      Array.isArray(v.knownUuids) &&
      v.knownUuids.every((u) => typeof u === 'string')
    );
  if (v.kind === 'reconnect') return typeof v.uuid === 'string' && typeof v.authed === 'boolean';
  return v.kind === 'upgrade' && typeof v.uuid === 'string';
}

/** Whether a connection is under way (set less than {@link AUTHING_TTL_MS} ago). */
export function isAuthing(now = Date.now()): boolean {
  const marker = read();
  return marker !== null && marker.at > 0 && now - marker.at < AUTHING_TTL_MS;
}

/** Marks a connection as started, with what it is for. */
export function startAuthing(intent: ConnectIntent | null = null, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ at: now, intent } satisfies Marker));
  changed();
}

/** Said on the window when this tab sets or takes the marker. */
const CHANGE_EVENT = 'creator:authing';

function changed() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `listener` when the marker may have changed: in this tab, or in another (`storage`). */
export function subscribeAuthing(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** {@link isAuthing}, kept current as the marker is set and taken (here or in another tab). */
export function useIsAuthing(): boolean {
  return useSyncExternalStore(
    subscribeAuthing,
    () => isAuthing(),
    () => false,
  );
}

/**
 * Back from the provider: clears the marker and answers its intent, unless it is older than
 * {@link INTENT_TTL_MS} (a stale marker says nothing about this return).
 */
export function takeAuthing(now = Date.now()): ConnectIntent | null {
  const marker = read();
  storage()?.removeItem(KEY);
  if (marker) changed();
  if (!marker || now - marker.at >= INTENT_TTL_MS || now < marker.at) return null;
  return marker.intent;
}

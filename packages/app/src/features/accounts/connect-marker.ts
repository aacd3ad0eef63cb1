/**
 * The "authing" marker (spec section 4: one account connection at a time). Set when the browser
 * leaves for a provider's consent page, cleared when it comes back to the accounts page. It is
 * kept in localStorage so a second tab sees it too, and it expires so an abandoned consent page
 * does not block connecting for ever.
 */
const KEY = 'creator.accounts.authing';

/** How long a connection may stay under way before another may start. */
export const AUTHING_TTL_MS = 5 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether a connection is under way (set less than {@link AUTHING_TTL_MS} ago). */
export function isAuthing(now = Date.now()): boolean {
  const since = Number(storage()?.getItem(KEY));
  return Number.isFinite(since) && since > 0 && now - since < AUTHING_TTL_MS;
}

/** Marks a connection as started. */
export function startAuthing(now = Date.now()): void {
  storage()?.setItem(KEY, String(now));
}

/** Clears the marker (back from the provider). */
export function endAuthing(): void {
  storage()?.removeItem(KEY);
}

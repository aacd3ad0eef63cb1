/**
 * What the app keeps on the device so the last data reads offline (docs/product-rules.md#offline):
 * the reads of the screens that show data (device-policy.ts), for the signed-in user only, at
 * most this long. Here, beside the mark, as the start needs it without the policy's code.
 */
export const KEEP_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The localStorage entry set while the device keeps a user's reads (device-data.ts). */
export const KEPT_MARK = 'creator-dashboard:kept-reads';

/**
 * Whether the device may keep reads: the start then waits for them (device-start.ts). Where
 * localStorage cannot be read, it may: the start waits, as it would for kept reads.
 */
export function mayKeepReads(): boolean {
  try {
    return globalThis.localStorage.getItem(KEPT_MARK) !== null;
  } catch {
    return true;
  }
}

/** Notes that the device keeps reads, or no longer does. */
export function markKeptReads(kept: boolean): void {
  try {
    if (kept) globalThis.localStorage.setItem(KEPT_MARK, '1');
    else globalThis.localStorage.removeItem(KEPT_MARK);
  } catch {
    // Without localStorage every start waits for the device data, as it would for kept reads.
  }
}

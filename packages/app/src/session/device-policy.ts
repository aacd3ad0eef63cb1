import {
  accountKeys,
  campaignKeys,
  companyKeys,
  countryKeys,
  earningKeys,
  settingsKeys,
  translationKeys,
  userKeys,
} from '@creator/api-client';
import type { Query, QueryKey } from '@tanstack/react-query';
import { KEEP_MAX_AGE_MS } from './device-mark';

export { KEEP_MAX_AGE_MS };

/**
 * The reads kept, by key prefix. A list of what may be kept rather than of what may not, so a
 * new read is not written to the device until someone has decided it may be.
 */
export const KEPT_READS: readonly QueryKey[] = [
  userKeys.me(),
  userKeys.network(),
  userKeys.articles(),
  userKeys.documents(),
  companyKeys.all,
  translationKeys.all,
  campaignKeys.all,
  accountKeys.all,
  earningKeys.youtube(),
  earningKeys.payments(),
  countryKeys.all,
  settingsKeys.paymentMethods(),
];

/**
 * Reads never kept, though under a kept prefix or beside one, and why: a read of one of these
 * would otherwise slip in if the list above grew a broader prefix. Checked before the list.
 */
export const NEVER_KEPT_READS: readonly QueryKey[] = [
  // Identity data: personal id number, birth date, address.
  [...userKeys.all, 'profile'],
  // Bank and account numbers, PayPal address, VAT id.
  [...userKeys.all, 'payment-details'],
  // The chat's identity-verification hash: a credential of the user at the chat provider.
  userKeys.messenger(),
  // Signed one-time URLs of the payment providers.
  settingsKeys.widgets(),
  settingsKeys.payoneer(),
  // A file (the report's download URL); files are not kept.
  [...earningKeys.all, 'combined-video-report'],
];

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, index) => part === key[index]);

/** Whether a read with this key may be written to the device. */
export function isKeptRead(key: QueryKey): boolean {
  if (NEVER_KEPT_READS.some((prefix) => startsWith(key, prefix))) return false;
  return KEPT_READS.some((prefix) => startsWith(key, prefix));
}

/** Whether data read at `updatedAt` is still young enough to be shown (or kept) at `now`. */
export const isYoungEnough = (updatedAt: number, now: number) =>
  updatedAt > 0 && now - updatedAt <= KEEP_MAX_AGE_MS;

/** Whether this query goes to the device now: a kept read, answered, not too old. */
export function shouldKeepQuery(query: Query, now = Date.now()): boolean {
  return (
    query.state.status === 'success' &&
    isKeptRead(query.queryKey) &&
    isYoungEnough(query.state.dataUpdatedAt, now)
  );
}

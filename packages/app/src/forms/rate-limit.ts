import { isRateLimited, NetworkError } from '@creator/api-client';
import { onlineManager } from '@tanstack/react-query';
import type { TFunction } from '../i18n/i18n';

/**
 * The message of a write the API refused for too many requests (429): wait the seconds its
 * `Retry-After` gives (or a moment), then try again; what was typed stays. Null for any other
 * failure.
 */
export function rateLimitText(t: TFunction, error: unknown): string | null {
  if (!isRateLimited(error)) return null;
  return error.retryAfter === undefined
    ? t('common.rate_limited_moment')
    : t('common.rate_limited', { count: error.retryAfter });
}

/**
 * The message of a write attempted with the browser offline (it never reached the API): that
 * nothing was saved, what was typed is kept, and to save again once back online. Null for any
 * other failure, and for a network failure while online (the server out of reach).
 */
export function offlineWriteText(t: TFunction, error: unknown): string | null {
  return isOfflineFailure(error) ? t('offline.write_failed') : null;
}

/** Whether a request failed because the browser is offline (not a server out of reach). */
export const isOfflineFailure = (error: unknown): boolean =>
  error instanceof NetworkError && !onlineManager.isOnline();

/** The message of a write to try again later as it is (offline, or too many attempts); else null. */
export const retryLaterText = (t: TFunction, error: unknown): string | null =>
  offlineWriteText(t, error) ?? rateLimitText(t, error);

import { isRateLimited } from '@creator/api-client';
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

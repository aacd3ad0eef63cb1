import { isApiError } from '@creator/api-client';
import type { TFunction } from '../i18n/i18n';
import { retryLaterText } from './rate-limit';

/** The `code` of an error body (the contract's ErrorBody and ValidationError), or null. */
export function errorCode(body: unknown): string | null {
  const code =
    typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

/**
 * The refusal codes of the contract that a write can meet, in the app's words. A code mapped
 * to null is a fault of the request or the server, which the caller's own failure text says.
 */
const OWN_WORDS = {
  validation_failed: 'settings.correct_the_fields',
  content_locked: 'refusal.content_locked',
  account_in_cms: 'refusal.account_in_cms',
  account_not_authable: 'refusal.account_not_authable',
  not_instagram: 'refusal.not_instagram',
  provider_not_supported: 'refusal.provider_not_supported',
  account_already_connected: 'refusal.account_already_connected',
  malformed_request: null,
  unsupported_media_type: null,
  malformed_body: null,
  not_acceptable: null,
  internal_error: null,
} as const;

const known = (code: string): code is keyof typeof OWN_WORDS => Object.hasOwn(OWN_WORDS, code);

/**
 * What a refused write says (docs/product-rules.md#errors-and-messages): offline or too many
 * requests, to try again later as it is; a code the app knows in its own words (a 404, whatever
 * its code, as no longer there); the server's `message` only for a 4xx code this version of the app
 * does not know. `unreached`, the caller's own text, when no answer came; `broken` (else
 * `unreached`) for a server failure or a fault of the request, which the user cannot correct.
 */
export function refusalText(
  t: TFunction,
  error: unknown,
  unreached: string,
  broken: string = unreached,
): string {
  const later = retryLaterText(t, error);
  if (later) return later;
  if (!isApiError(error)) return unreached;
  const code = errorCode(error.body);
  if (error.status >= 500 || code === null) return broken;
  if (error.status === 404 || code.endsWith('_not_found')) return t('refusal.not_found');
  if (known(code)) {
    const key = OWN_WORDS[code];
    return key === null ? broken : t(key);
  }
  return error.message.trim() || broken;
}

/**
 * What a refused action with no field to correct says (a confirmation, a hand-off, a return
 * from a provider): a `validation_failed` there names nothing the user could fix on the
 * screen, so it says the action is not possible as things stand; else as {@link refusalText}.
 */
export function actionRefusalText(t: TFunction, error: unknown, failure: string): string {
  if (isApiError(error) && error.status === 422 && errorCode(error.body) === 'validation_failed')
    return t('refusal.not_possible');
  return refusalText(t, error, failure);
}

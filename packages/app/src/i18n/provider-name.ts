import type { TFunction } from './i18n';
import { PROVIDER_NAME_KEYS } from './translation-keys';

/** The display name of a platform or account type ('twitter' is X); unknown ones show as given. */
export function providerName(t: TFunction, platform: string): string {
  // Posts say 'tiktok' where accounts say 'tiktok_creator'.
  const key = platform === 'tiktok' ? 'tiktok_creator' : platform;
  return key in PROVIDER_NAME_KEYS
    ? t(PROVIDER_NAME_KEYS[key as keyof typeof PROVIDER_NAME_KEYS])
    : platform;
}

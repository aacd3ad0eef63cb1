/**
 * The language rule on its own, free of i18next and React: the boot script (src/boot/main.ts)
 * starts the translations read with it before the app's code has arrived.
 */

/** The default and fallback language. */
export const DEFAULT_LANGUAGE = 'en';

/**
 * The language the app applies for the user's `language`: itself when it is a language tag
 * (the API may translate a language the app has no bundle for; every text it lacks shows in
 * English), else the default. What the API sends is applied only through this, so a value that
 * is not a language (`en_US`, `ja-JP!`, `''`), which `Intl` refuses with a RangeError and
 * would blank every screen that formats a number, shows English.
 */
export function supportedLanguage(language: string | null | undefined): string {
  if (!language) return DEFAULT_LANGUAGE;
  try {
    return Intl.getCanonicalLocales(language).length === 1 ? language : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

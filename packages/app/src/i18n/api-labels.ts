import type { TFunction, TranslationKey } from './i18n';

/**
 * A label the API sends (payment method names, option labels, Payoneer status, failure
 * messages) through the catalogue (docs/product-rules.md#settings-payment): the key of its stable code when the
 * catalogue has one, else the API's own text.
 */
export function apiLabel(
  t: TFunction,
  keys: Readonly<Record<string, TranslationKey>>,
  code: string | null | undefined,
  apiText: string,
): string {
  const key = typeof code === 'string' && Object.hasOwn(keys, code) ? keys[code] : undefined;
  return key ? t(key) : apiText;
}

/**
 * A country's name in the user's language, by its ISO code (the platform's own names,
 * `Intl.DisplayNames`); the API's name for a code it does not know.
 */
export function countryName(code: string, apiName: string, language: string): string {
  try {
    return (
      new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code) ?? apiName
    );
  } catch {
    return apiName;
  }
}

/** A country list with each name in the user's language (see {@link countryName}). */
export function localCountries<C extends { code: string; name: string }>(
  countries: readonly C[],
  language: string,
): C[] {
  return countries.map((c) => ({ ...c, name: countryName(c.code, c.name, language) }));
}

import dayjs from 'dayjs';
import 'dayjs/locale/ja'; // small; registered up front so switching language is synchronous for dates
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from '../../../../locales/en.json';

/** Every text lives under this key of a catalogue (bundled and from the API alike). */
export const CATALOGUE_ROOT = 'creator_dashboard';
/** The default and fallback language. */
export const DEFAULT_LANGUAGE = 'en';

/** A catalogue as stored: texts nested under `creator_dashboard`. */
export type Catalogue = { [CATALOGUE_ROOT]: Record<string, unknown> };

/**
 * Bundled catalogues besides English, loaded on demand so other languages do not weigh
 * on the first load.
 */
const lazyLanguages: Record<string, () => Promise<unknown>> = {
  ja: () => import('../../../../locales/ja.json').then((catalogue) => catalogue.default),
};

/** Creates the app's i18next instance with the English catalogue, ready to render. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The bundled catalogue of `language`, or null when there is none. */
export async function bundledCatalogue(language: string): Promise<Catalogue | null> {
  if (language === DEFAULT_LANGUAGE) return en;
  const load = lazyLanguages[language];
  return load ? ((await load()) as Catalogue) : null;
}

/**
 * Switches to the user's language: its bundled catalogue, then the API's translations
 * merged over it (the API wins per key), then dayjs. Unknown languages still switch, and
 * every missing key falls back to English.
 */
export async function applyLanguage(
  instance: I18n,
  language: string,
  fromApi?: Partial<Catalogue> | null,
): Promise<void> {
  const lang = language || DEFAULT_LANGUAGE;
  const bundled = await bundledCatalogue(lang);
  if (bundled && lang !== DEFAULT_LANGUAGE)
    instance.addResourceBundle(lang, 'translation', bundled, true, true);
  if (fromApi?.[CATALOGUE_ROOT])
    instance.addResourceBundle(lang, 'translation', fromApi, true, true);
  await instance.changeLanguage(lang);
  dayjs.locale(bundled || lang === DEFAULT_LANGUAGE ? lang : DEFAULT_LANGUAGE);
  document.documentElement.lang = lang;
}

/** `t` for keys under `creator_dashboard`: `t('nav.dashboard')`. */
export function useT() {
  return useTranslation('translation', { keyPrefix: CATALOGUE_ROOT });
}

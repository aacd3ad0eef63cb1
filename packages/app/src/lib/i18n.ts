import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import en from '../../../../locales/en.json';
import { createTranslations, type I18n, type TFunction, type Translator } from './i18n-core';

export type { I18n, TFunction, TOptions, Translator } from './i18n-core';

/** Every text lives under this key of a catalogue (bundled and from the API alike). */
export const CATALOGUE_ROOT = 'creator_dashboard';
/** The default and fallback language. */
export const DEFAULT_LANGUAGE = 'en';

/** A catalogue as stored: texts nested under `creator_dashboard`. */
export type Catalogue = { [CATALOGUE_ROOT]: Record<string, unknown> };

/**
 * Bundled catalogues besides English, loaded on demand so other languages do not weigh on the
 * first load. Each brings dayjs's locale in the same load, registered before the switch.
 */
const lazyLanguages: Record<string, () => Promise<Catalogue>> = {
  ja: () =>
    Promise.all([import('../../../../locales/ja.json'), import('dayjs/locale/ja')]).then(
      ([catalogue]) => catalogue.default,
    ),
};

/** Starts loading a language's bundled catalogue early (the shell's loader, with the user). */
export function preloadLanguage(language: string): void {
  lazyLanguages[language]?.().catch(() => {});
}

/** The app's translations, in English and ready to render. */
export function createI18n(): I18n {
  return createTranslations(DEFAULT_LANGUAGE, en);
}

/** dayjs's global locale; English, dayjs's own, until a switch. */
let datesLocale = DEFAULT_LANGUAGE;

/**
 * Sets dayjs's locale. dayjs is loaded here only to change it, so it stays out of the first
 * load of an English user (the screens that format dates bring it).
 */
async function setDatesLocale(locale: string) {
  if (locale === datesLocale) return;
  const { default: dayjs } = await import('dayjs');
  dayjs.locale(locale);
  datesLocale = locale;
}

/**
 * Switches to the user's language once its bundled catalogue has loaded (at once for English
 * and for languages without one: every missing key falls back to English), with dayjs and
 * `<html lang>`. An aborted switch (the language changed meanwhile) keeps the catalogue but
 * does not switch. The API's translations are not awaited: `addBundle` merges them on arrival.
 */
export async function applyLanguage(i18n: I18n, language: string, signal?: AbortSignal) {
  const lang = language || DEFAULT_LANGUAGE;
  const load = lazyLanguages[lang];
  // Keys already there came from the API, which wins over the bundle.
  if (load) i18n.addBundle(lang, await load(), false);
  if (signal?.aborted) return;
  await setDatesLocale(load || lang === DEFAULT_LANGUAGE ? lang : DEFAULT_LANGUAGE);
  if (signal?.aborted) return;
  document.documentElement.lang = lang;
  i18n.changeLanguage(lang);
}

/** Provided once by `App`. */
export const I18nContext = createContext<I18n | null>(null);

/** The app's translations; throws outside `App`, which is a programming error. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside <App>');
  return i18n;
}

/** The current language; re-renders only when it changes (not when a catalogue merges). */
export function useLanguage(): string {
  const i18n = useI18n();
  return useSyncExternalStore(i18n.subscribe, () => i18n.language);
}

/**
 * `t` for keys under `creator_dashboard` (`t('nav.dashboard')`) and the current `i18n`
 * (`i18n.language`, `i18n.exists(fullKey)`). Re-renders when the language or a catalogue
 * changes; `t` is a new function then, so memos depending on it follow.
 */
export function useT(): { t: TFunction; i18n: Translator } {
  const store = useI18n();
  const i18n = useSyncExternalStore(store.subscribe, store.snapshot);
  return useMemo(
    () => ({ i18n, t: (key, options) => i18n.t(`${CATALOGUE_ROOT}.${key}`, options) }),
    [i18n],
  );
}

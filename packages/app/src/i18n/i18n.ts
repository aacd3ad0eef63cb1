import i18next, {
  type i18n as I18n,
  type ParseKeys,
  type TFunction as I18nextTFunction,
  type TOptions,
} from 'i18next';
import {
  createElement,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { I18nContext, I18nextProvider, useTranslation } from 'react-i18next';
import en from '../../../../locales/en.json';
import { DEFAULT_LANGUAGE, supportedLanguage } from './language';

export { DEFAULT_LANGUAGE, supportedLanguage };

export type { I18n };

/** Every text lives under this key of a catalogue (bundled and from the API alike). */
export const CATALOGUE_ROOT = 'creator_dashboard';
const NAMESPACE = 'translation';
/** Emitted by `addTranslations` when the texts of the current language or of English changed. */
const TEXTS_CHANGED = 'textsChanged';
/** The events after which the pages render again. */
const RERENDER_ON = `languageChanged ${TEXTS_CHANGED}`;

/** A catalogue as stored: texts nested under `creator_dashboard`. */
export type Catalogue = { [CATALOGUE_ROOT]: Record<string, unknown> };

/** A key under `creator_dashboard` (`'nav.dashboard'`; a plural's base `'opportunity.posts'` too). */
export type TranslationKey = ParseKeys<typeof NAMESPACE, TOptions, typeof CATALOGUE_ROOT>;

/** `t` for keys under `creator_dashboard`: `t('nav.dashboard')`, `t('opportunity.posts', { count })`. */
export type TFunction = I18nextTFunction<typeof NAMESPACE, typeof CATALOGUE_ROOT>;

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

/** The app's i18next instance, in English (the bundled catalogue) and ready to render. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [DEFAULT_LANGUAGE]: { [NAMESPACE]: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    initAsync: false,
    // Re-render on a language change and when a merged catalogue changed a text shown.
    react: { bindI18n: RERENDER_ON, bindI18nStore: '', useSuspense: false },
  });
  return instance;
}

/**
 * Whether merging `catalogue` would change a text of `language` (a text it lacks, or with
 * `overwrite` another wording): the API's translations usually repeat the bundle's.
 */
function changesTexts(
  i18n: I18n,
  language: string,
  catalogue: object,
  overwrite: boolean,
  prefix = '',
): boolean {
  return Object.entries(catalogue).some(([key, value]) => {
    if (value && typeof value === 'object')
      return changesTexts(i18n, language, value, overwrite, `${prefix}${key}.`);
    if (typeof value !== 'string') return false;
    const current: unknown = i18n.getResource(language, NAMESPACE, `${prefix}${key}`);
    return current === undefined || (overwrite && current !== value);
  });
}

/**
 * Merges a catalogue (texts nested under `creator_dashboard`) into a language, per key.
 * `overwrite: false` keeps the texts already there, so a bundle loaded late does not undo the
 * API's. The pages re-render only when a text they can show changed (the current language's,
 * or English's, the fallback).
 */
export function addTranslations(i18n: I18n, language: string, catalogue: object, overwrite = true) {
  if (!changesTexts(i18n, language, catalogue, overwrite)) return;
  i18n.addResourceBundle(language, NAMESPACE, catalogue, true, overwrite);
  if (language === i18n.language || language === DEFAULT_LANGUAGE) i18n.emit(TEXTS_CHANGED);
}

/** Calls `listener` whenever the texts shown change (the language or a merged catalogue). */
export function onTextsChange(i18n: I18n, listener: () => void): () => void {
  i18n.on(RERENDER_ON, listener);
  return () => i18n.off(RERENDER_ON, listener);
}

/**
 * Whether a key built at run time (`account_permissions.data_usage.youtube_a`) has a text in
 * the current language or English: then `t` takes it.
 */
export function isTranslationKey(i18n: I18n, key: string): key is TranslationKey {
  return i18n.exists(`${CATALOGUE_ROOT}.${key}`);
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
 * does not switch. The API's translations are not awaited: `addTranslations` merges them on
 * arrival.
 */
export async function applyLanguage(i18n: I18n, language: string, signal?: AbortSignal) {
  const lang = supportedLanguage(language);
  const load = lazyLanguages[lang];
  // Keys already there came from the API, which wins over the bundle.
  if (load) addTranslations(i18n, lang, await load(), false);
  if (signal?.aborted) return;
  await setDatesLocale(load || lang === DEFAULT_LANGUAGE ? lang : DEFAULT_LANGUAGE);
  if (signal?.aborted) return;
  document.documentElement.lang = lang;
  // Synchronous: the resources are in the store, there is no backend to load from.
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

/** Provides the app's instance to `useT` and the hooks below; once, by `App`. */
export function TranslationsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return createElement(I18nextProvider, { i18n, defaultNS: NAMESPACE }, children);
}

/** The app's i18next instance; throws outside `App`, which is a programming error. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n) throw new Error('useI18n must be used inside <App>');
  return i18n;
}

/** The current language; re-renders only when it changes (not when a catalogue merges). */
export function useLanguage(): string {
  const i18n = useI18n();
  const subscribe = useCallback(
    (listener: () => void) => {
      i18n.on('languageChanged', listener);
      return () => i18n.off('languageChanged', listener);
    },
    [i18n],
  );
  return useSyncExternalStore(subscribe, () => i18n.language);
}

const PREFIXED = { keyPrefix: CATALOGUE_ROOT } as const;

/**
 * `t` for keys under `creator_dashboard` (`t('nav.dashboard')`, typed from en.json) and the
 * instance (`i18n.language`, `i18n.exists(fullKey)`). Re-renders when the language or a
 * catalogue changes; `t` is a new function then, so memos depending on it follow.
 */
export function useT() {
  return useTranslation(NAMESPACE, PREFIXED);
}

// The app's translations without a library: the few i18next features the dashboard uses
// (`{{name}}` placeholders, plural forms, a fallback language), on flat maps built once per
// change so `t` is a map lookup (long lists call it thousands of times).

/** Values for a text's `{{name}}` placeholders; a `count` also picks the plural form. */
export type TOptions = { count?: number } & Record<string, unknown>;

/** The text of a key: `t('nav.dashboard')`, `t('opportunity.posts', { count })`. */
export type TFunction = (key: string, options?: TOptions) => string;

/** The texts at one moment: a new object after every change, so React sees the change. */
export interface Translator {
  readonly language: string;
  /** The text of a full key (`creator_dashboard.nav.dashboard`); the key itself when missing. */
  readonly t: TFunction;
  /** Whether a full key has a text in the current language or the fallback language. */
  readonly exists: (key: string) => boolean;
}

/** The app's translations: catalogues added per language, a current language, listeners. */
export interface I18n extends Translator {
  /**
   * Merges a catalogue (texts nested by key) into a language, per key. `overwrite: false`
   * keeps the texts already there, so a bundle loaded late does not undo the API's.
   */
  addBundle(language: string, catalogue: object, overwrite?: boolean): void;
  changeLanguage(language: string): void;
  /** For `useSyncExternalStore`: called after every change. */
  subscribe(listener: () => void): () => void;
  /** The current `Translator`, the same object until the next change. */
  snapshot(): Translator;
}

type Texts = ReadonlyMap<string, string>;

/** `{a: {b: 'x'}}` -> `a.b` => 'x'. */
function flatten(catalogue: object, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else if (value && typeof value === 'object') flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const pluralRules = new Map<string, Pick<Intl.PluralRules, 'select'>>();

/** The CLDR plural category of `count` ('one', 'other'…); 'other' for a tag Intl rejects, as i18next. */
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = { select: () => 'other' };
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The text of `key` in one language. With a count its plural form comes first, as i18next:
 * `_zero` for 0 when there is one, the language's category, then `_other`.
 */
function find(texts: Texts | undefined, language: string, key: string, count?: number) {
  if (!texts) return undefined;
  if (count !== undefined) {
    const form =
      (count === 0 ? texts.get(`${key}_zero`) : undefined) ??
      texts.get(`${key}_${pluralCategory(language, count)}`) ??
      texts.get(`${key}_other`);
    if (form !== undefined) return form;
  }
  return texts.get(key);
}

const PLACEHOLDER = /\{\{\s*(.+?)\s*\}\}/g;

/**
 * Fills `{{name}}` with the value as is (React escapes what it renders). As i18next: a value
 * given as null or undefined prints nothing, a placeholder without a value stays, and inserted
 * values are not filled in turn.
 */
function interpolate(text: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name] ?? '') : placeholder,
  );
}

function translator(
  language: string,
  texts: Texts | undefined,
  fallbackLanguage: string,
  fallback: Texts | undefined,
): Translator {
  const lookup = (key: string, count?: number) =>
    find(texts, language, key, count) ?? find(fallback, fallbackLanguage, key, count);
  return {
    language,
    t: (key, options) => {
      const text = lookup(key, options?.count);
      if (text === undefined) return key;
      return options ? interpolate(text, options) : text;
    },
    exists: (key) => lookup(key) !== undefined,
  };
}

/**
 * Translations starting in `language` with its catalogue, which stays the fallback for keys
 * other languages miss.
 */
export function createTranslations(language: string, catalogue: object): I18n {
  const bundles = new Map<string, Texts>([[language, flatten(catalogue)]]);
  const listeners = new Set<() => void>();
  const view = (next: string) =>
    translator(next, bundles.get(next), language, bundles.get(language));
  let current = view(language);

  const update = (next: string) => {
    current = view(next);
    for (const listener of listeners) listener();
  };

  return {
    get language() {
      return current.language;
    },
    t: (key, options) => current.t(key, options),
    exists: (key) => current.exists(key),
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changeLanguage(next) {
      if (next !== current.language) update(next);
    },
    addBundle(target, added, overwrite = true) {
      const texts = new Map(bundles.get(target));
      let changed = false;
      for (const [key, text] of flatten(added)) {
        if (texts.get(key) === text || (!overwrite && texts.has(key))) continue;
        texts.set(key, text);
        changed = true;
      }
      if (!changed) return;
      bundles.set(target, texts);
      if (target === current.language || target === language) update(current.language);
    },
  };
}

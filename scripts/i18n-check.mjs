// `node scripts/i18n-check.mjs`: every translation key the dashboard uses exists in every
// locale, and every key of a locale is used. Keys are read from packages/app/src:
// t('key') / t("key") calls, i18nKey="key" props, and every quoted key in
// src/i18n/translation-keys.ts and src/i18n/shell-keys.ts (the lists of keys built from data,
// the screens' and the shell's; a key there naming a group of texts uses the whole group). All keys live under
// `creator_dashboard` in locales/<lang>.json. Exit code 1 on any problem.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const ROOT_KEY = 'creator_dashboard';
export const DYNAMIC_KEYS_FILE = 'packages/app/src/i18n/translation-keys.ts';
/**
 * Files whose every quoted dotted string is a used key: the key lists, the route table's titles
 * and the refusal codes' texts.
 */
export const DYNAMIC_KEYS_FILES = [
  DYNAMIC_KEYS_FILE,
  'packages/app/src/i18n/shell-keys.ts',
  'packages/app/src/routing/routes.ts',
  'packages/app/src/forms/refusal.ts',
];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `{a: {b: 'x'}}` -> ['a.b']. */
export function flattenKeys(value, prefix = '') {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Keys used by one source file. `dynamic` files contribute every quoted dotted key. */
export function keysInSource(text, { dynamic = false } = {}) {
  const keys = new Set();
  const patterns = dynamic
    ? [/['"]([a-z0-9_]+(?:\.[a-z0-9_]+)+)['"]/g]
    : [/\bt\(\s*['"]([^'"]+)['"]/g, /\bi18nKey=\{?\s*['"]([^'"]+)['"]/g];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) keys.add(match[1]);
  return keys;
}

/** Whether `key` (as used in code) exists among a locale's keys, counting plural forms. */
function hasKey(localeKeys, key) {
  return localeKeys.has(key) || localeKeys.has(`${key}_other`);
}

/**
 * The check itself, on data: `sources` is [{path, text, dynamic}], `locales` maps a
 * language to its parsed catalogue. Returns the problems found.
 */
export function checkI18n({ sources, locales }) {
  const written = new Set();
  for (const source of sources)
    for (const key of keysInSource(source.text, source)) written.add(key);
  // A key naming a group of texts (the data-usage texts, read in order at run time) uses every
  // text of the group, in any locale: each locale must then have them all.
  const known = Object.values(locales).flatMap((catalogue) =>
    flattenKeys(catalogue?.[ROOT_KEY] ?? {}),
  );
  const used = new Set();
  for (const key of written) {
    const group = known.filter((text) => text.startsWith(`${key}.`));
    if (!group.length) used.add(key);
    for (const text of group) used.add(text.replace(PLURAL_SUFFIX, ''));
  }
  const missing = [];
  const unused = new Map();
  for (const [language, catalogue] of Object.entries(locales)) {
    const keys = new Set(flattenKeys(catalogue?.[ROOT_KEY] ?? {}));
    if (!catalogue?.[ROOT_KEY]) missing.push({ language, key: `(no "${ROOT_KEY}" root)` });
    for (const key of used) if (!hasKey(keys, key)) missing.push({ language, key });
    for (const key of keys) {
      const base = key.replace(PLURAL_SUFFIX, '');
      if (!used.has(key) && !used.has(base))
        unused.set(key, [...(unused.get(key) ?? []), language]);
    }
  }
  return {
    used: [...used].sort(),
    missing: missing.sort(
      (a, b) => a.key.localeCompare(b.key) || a.language.localeCompare(b.language),
    ),
    unused: [...unused]
      .map(([key, languages]) => ({ key, languages }))
      .sort((a, b) => a.key.localeCompare(b.key)),
  };
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Reads the project's sources and locales from disk. */
export function loadProject(base = root) {
  const sources = sourceFiles(join(base, 'packages/app/src')).map((path) => {
    const rel = relative(base, path).split('\\').join('/');
    return {
      path: rel,
      text: readFileSync(path, 'utf8'),
      dynamic: DYNAMIC_KEYS_FILES.includes(rel),
    };
  });
  const locales = Object.fromEntries(
    readdirSync(join(base, 'locales'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => [
        name.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(base, 'locales', name), 'utf8')),
      ]),
  );
  return { sources, locales };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const project = loadProject();
  const { used, missing, unused } = checkI18n(project);
  for (const { language, key } of missing)
    console.error(`missing  ${language}: ${ROOT_KEY}.${key}`);
  for (const { key, languages } of unused)
    console.error(`unused   ${languages.join(', ')}: ${ROOT_KEY}.${key}`);
  const languages = Object.keys(project.locales).join(', ');
  if (missing.length || unused.length) {
    console.error(
      `i18n check failed: ${missing.length} missing, ${unused.length} unused (locales: ${languages}).`,
    );
    process.exit(1);
  }
  console.log(
    `i18n check passed: ${used.length} keys used, all present in ${languages}, none unused.`,
  );
}

import { describe, expect, it } from 'vitest';
import { checkI18n, flattenKeys, keysInSource, loadProject } from './i18n-check.mjs';

const catalogue = (texts) => ({ creator_dashboard: texts });

describe('keysInSource', () => {
  it.each([
    ['t() with single quotes', { given: "t('nav.dashboard')", want: ['nav.dashboard'] }],
    [
      't() with double quotes and options',
      { given: 't("home.greeting", { name })', want: ['home.greeting'] },
    ],
    ['i18nKey prop', { given: '<Trans i18nKey="home.contact" />', want: ['home.contact'] }],
    ['not a t call', { given: "format('nav.dashboard')", want: [] }],
  ])('%s', (_name, { given, want }) => expect([...keysInSource(given)]).toEqual(want));

  it('reads every quoted dotted key of the dynamic-keys file', () => {
    expect([
      ...keysInSource("export const K = { a: 'nav.apps', b: 'pages.guides' };", { dynamic: true }),
    ]).toEqual(['nav.apps', 'pages.guides']);
  });
});

describe('checkI18n', () => {
  const sources = [
    { path: 'a.tsx', text: "t('nav.dashboard'); t('home.items', { count })" },
    { path: 'keys.ts', text: "const K = { x: 'nav.apps' };", dynamic: true },
  ];
  const complete = catalogue({
    nav: { dashboard: 'Home', apps: 'Apps' },
    home: { items_one: '1 item', items_other: '{{count}} items' },
  });

  it.each([
    [
      'complete locales pass',
      { given: { en: complete, ja: complete }, want: { missing: [], unused: [] } },
    ],
    [
      'a key missing in one locale fails',
      {
        given: { en: complete, ja: catalogue({ nav: { dashboard: 'ホーム', apps: 'アプリ' } }) },
        want: { missing: [{ language: 'ja', key: 'home.items' }], unused: [] },
      },
    ],
    [
      'a key missing from the dynamic list fails',
      {
        given: { en: catalogue({ nav: { dashboard: 'Home' }, home: { items_other: 'n' } }) },
        want: { missing: [{ language: 'en', key: 'nav.apps' }], unused: [] },
      },
    ],
    [
      'an unused key fails',
      {
        given: { en: catalogue({ ...complete.creator_dashboard, old: { text: 'Old' } }) },
        want: { missing: [], unused: [{ key: 'old.text', languages: ['en'] }] },
      },
    ],
    [
      'a catalogue without the root key fails',
      {
        given: { en: { nav: { dashboard: 'Home' } } },
        want: {
          missing: [
            { language: 'en', key: '(no "creator_dashboard" root)' },
            { language: 'en', key: 'home.items' },
            { language: 'en', key: 'nav.apps' },
            { language: 'en', key: 'nav.dashboard' },
          ],
          unused: [],
        },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    const { missing, unused } = checkI18n({ sources, locales: given });
    expect({ missing, unused }).toEqual(want);
  });

  it('a key naming a group uses every text of the group, which every locale must have', () => {
    const group = [{ path: 'keys.ts', text: "const P = 'usage.youtube';", dynamic: true }];
    const en = catalogue({ usage: { youtube: { a: 'A', b: 'B' } } });
    const ja = catalogue({ usage: { youtube: { a: 'エー' } } });
    expect(checkI18n({ sources: group, locales: { en, ja } })).toMatchObject({
      missing: [{ language: 'ja', key: 'usage.youtube.b' }],
      unused: [],
    });
  });

  it('flattens nested catalogues', () => {
    expect(flattenKeys({ a: { b: 'x', c: { d: 'y' } } })).toEqual(['a.b', 'a.c.d']);
  });
});

describe('the project', () => {
  it('uses only keys present in every locale and leaves none unused', () => {
    const { missing, unused, used } = checkI18n(loadProject());
    expect(used.length).toBeGreaterThan(20);
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
  });
});

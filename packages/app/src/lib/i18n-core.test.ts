import { describe, expect, it, vi } from 'vitest';
import { createTranslations, type TOptions } from './i18n-core';

const en = {
  app: {
    plain: 'Plain',
    hello: 'Hello {{name}}',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    things_zero: 'No things',
    things_other: '{{count}} things',
    only_other_other: '{{count}} others',
    only_en: 'English only',
  },
};
const ja = {
  app: { hello: 'こんにちは {{name}}', items_other: '{{count}} 件', plain: 'そのまま' },
};

function translations(language = 'en') {
  const i18n = createTranslations('en', en);
  i18n.addBundle('ja', ja);
  i18n.changeLanguage(language);
  return i18n;
}

describe('t', () => {
  it.each<[string, { language?: string; key: string; options?: TOptions; want: string }]>([
    ['a text', { key: 'app.plain', want: 'Plain' }],
    [
      'a value as is',
      { key: 'app.hello', options: { name: '<b>Mika</b>' }, want: 'Hello <b>Mika</b>' },
    ],
    ['a null value prints nothing', { key: 'app.hello', options: { name: null }, want: 'Hello ' }],
    [
      'a missing value keeps its placeholder',
      { key: 'app.hello', options: {}, want: 'Hello {{name}}' },
    ],
    [
      'an inserted value is not filled in turn',
      { key: 'app.hello', options: { name: '{{count}}', count: 2 }, want: 'Hello {{count}}' },
    ],
    ['en: one', { key: 'app.items', options: { count: 1 }, want: '1 item' }],
    ['en: other', { key: 'app.items', options: { count: 3 }, want: '3 items' }],
    [
      'zero when there is a _zero form',
      { key: 'app.things', options: { count: 0 }, want: 'No things' },
    ],
    [
      '_other when the form is missing',
      { key: 'app.only_other', options: { count: 1 }, want: '1 others' },
    ],
    ['a count on a key without forms', { key: 'app.plain', options: { count: 1 }, want: 'Plain' }],
    ['ja: other for 1', { language: 'ja', key: 'app.items', options: { count: 1 }, want: '1 件' }],
    [
      'ja: its own text',
      { language: 'ja', key: 'app.hello', options: { name: 'ミカ' }, want: 'こんにちは ミカ' },
    ],
    ['ja: English for a missing key', { language: 'ja', key: 'app.only_en', want: 'English only' }],
    ['an unknown language: English', { language: 'xx', key: 'app.plain', want: 'Plain' }],
    [
      'a key missing everywhere: the key',
      { language: 'ja', key: 'app.nothing', want: 'app.nothing' },
    ],
    ['a branch is not a text', { key: 'app', want: 'app' }],
  ])('%s', (_name, { language, key, options, want }) => {
    expect(translations(language).t(key, options)).toBe(want);
  });
});

describe('exists', () => {
  it.each([
    ['ja', 'app.plain', true],
    ['ja', 'app.only_en', true],
    ['ja', 'app.nothing', false],
    ['en', 'app.items', false],
    ['en', 'app.items_one', true],
  ])('%s %s: %s', (language, key, want) => {
    expect(translations(language).exists(key)).toBe(want);
  });
});

describe('addBundle', () => {
  it('merges per key: added texts win, the others stay', () => {
    const i18n = translations('ja');
    i18n.addBundle('ja', { app: { plain: 'API' } });
    expect([i18n.t('app.plain'), i18n.t('app.items', { count: 2 })]).toEqual(['API', '2 件']);
  });

  it('without overwrite keeps the texts already there', () => {
    const i18n = translations('ja');
    i18n.addBundle('ja', { app: { plain: 'late', only_ja: '日本語' } }, false);
    expect([i18n.t('app.plain'), i18n.t('app.only_ja')]).toEqual(['そのまま', '日本語']);
  });

  it('to the fallback language shows in other languages', () => {
    const i18n = translations('ja');
    i18n.addBundle('en', { app: { only_en: 'From the API' } });
    expect(i18n.t('app.only_en')).toBe('From the API');
  });
});

describe('changes', () => {
  it.each<[string, { change: (i18n: ReturnType<typeof translations>) => void; notified: boolean }]>(
    [
      ['another language', { change: (i18n) => i18n.changeLanguage('ja'), notified: true }],
      ['the same language', { change: (i18n) => i18n.changeLanguage('en'), notified: false }],
      [
        'a new text',
        { change: (i18n) => i18n.addBundle('en', { app: { plain: 'New' } }), notified: true },
      ],
      [
        'the same text',
        { change: (i18n) => i18n.addBundle('en', { app: { plain: 'Plain' } }), notified: false },
      ],
      [
        'another language’s text',
        { change: (i18n) => i18n.addBundle('ja', { app: { x: 'x' } }), notified: false },
      ],
    ],
  )('%s: listeners told and a new snapshot, or neither', (_name, { change, notified }) => {
    const i18n = translations('en');
    const listener = vi.fn();
    i18n.subscribe(listener);
    const before = i18n.snapshot();
    change(i18n);
    expect({ told: listener.mock.calls.length > 0, changed: i18n.snapshot() !== before }).toEqual({
      told: notified,
      changed: notified,
    });
  });

  it('an unsubscribed listener is not told', () => {
    const i18n = translations('en');
    const listener = vi.fn();
    i18n.subscribe(listener)();
    i18n.changeLanguage('ja');
    expect(listener).not.toHaveBeenCalled();
  });

  it('a snapshot keeps its language and texts after a change', () => {
    const i18n = translations('en');
    const before = i18n.snapshot();
    i18n.changeLanguage('ja');
    expect([before.language, before.t('app.plain'), i18n.t('app.plain')]).toEqual([
      'en',
      'Plain',
      'そのまま',
    ]);
  });
});
